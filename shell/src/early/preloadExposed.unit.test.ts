// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadExposedModule } from './preloadExposed';

const manifestUrl = new URL('http://site.test/remotes/student/mf-manifest.json');
// As mf-student's build writes it: the exam's catalogs are async chunks named for its page, the
// other pages' catalog (messages.<locale>) is shared.
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'TestTakingPage',
      assets: {
        js: {
          sync: ['static/js/__federation_expose_TestTakingPage.1.js'],
          async: [
            'static/js/116.2.js',
            'static/js/TestTakingPage.en.6.js',
            'static/js/TestTakingPage.hi.3.js',
            'static/js/TestsPage.hi.4.js',
            'static/js/messages.en.7.js',
            'static/js/messages.hi.8.js',
          ],
        },
        css: { sync: ['static/css/__federation_expose_TestTakingPage.5.css'] },
      },
    },
    {
      name: 'TestResultsPage',
      assets: {
        js: {
          sync: ['static/js/__federation_expose_TestResultsPage.10.js'],
          async: [
            'static/js/TestResultsPage.en.11.js',
            'static/js/TestResultsPage.hi.12.js',
            'static/js/messages.en.7.js',
            'static/js/messages.hi.8.js',
          ],
        },
      },
    },
    {
      name: 'DashboardPage',
      assets: {
        js: {
          sync: ['static/js/__federation_expose_DashboardPage.9.js'],
          async: ['static/js/116.2.js', 'static/js/messages.en.7.js', 'static/js/messages.hi.8.js'],
        },
      },
    },
  ],
};
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
  );

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('preloadExposedModule', () => {
  it("preloads the remote's entry, the page's own scripts and styles and its own messages in the language shown", () => {
    preloadExposedModule(manifest, manifestUrl, 'TestTakingPage', 'en', true);
    expect(preloads()).toEqual([
      'script http://site.test/remotes/student/remoteEntry.js',
      'script http://site.test/remotes/student/static/js/__federation_expose_TestTakingPage.1.js',
      'script http://site.test/remotes/student/static/js/TestTakingPage.en.6.js',
      'style http://site.test/remotes/student/static/css/__federation_expose_TestTakingPage.5.css',
    ]);
  });

  it("in Hindi the page's Hindi messages, and never the shared catalog a page standing alone does not need", () => {
    preloadExposedModule(manifest, manifestUrl, 'TestTakingPage', 'hi', true);
    expect(preloads()).toContain('script http://site.test/remotes/student/static/js/TestTakingPage.hi.3.js');
    // Not another page's catalog, nor the shared one, nor the page's other async chunks.
    expect(preloads()).toHaveLength(4);
  });

  it("a page with messages of its own gets them and the remote's shared catalog, in the language shown", () => {
    preloadExposedModule(manifest, manifestUrl, 'TestResultsPage', 'hi', false);
    expect(preloads()).toEqual([
      'script http://site.test/remotes/student/remoteEntry.js',
      'script http://site.test/remotes/student/static/js/__federation_expose_TestResultsPage.10.js',
      'script http://site.test/remotes/student/static/js/TestResultsPage.hi.12.js',
      'script http://site.test/remotes/student/static/js/messages.hi.8.js',
    ]);
  });

  it("a page without messages of its own gets the remote's shared catalog in the language shown", () => {
    preloadExposedModule(manifest, manifestUrl, 'DashboardPage', 'hi', false);
    expect(preloads()).toEqual([
      'script http://site.test/remotes/student/remoteEntry.js',
      'script http://site.test/remotes/student/static/js/__federation_expose_DashboardPage.9.js',
      'script http://site.test/remotes/student/static/js/messages.hi.8.js',
    ]);
  });

  it('adds nothing for a page the manifest does not expose', () => {
    preloadExposedModule(manifest, manifestUrl, 'LiveMockPage', 'hi', false);
    expect(preloads()).toEqual([]);
  });
});
