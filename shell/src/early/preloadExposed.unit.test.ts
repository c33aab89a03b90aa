// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadExposedModule } from './preloadExposed';

const manifestUrl = new URL('http://site.test/remotes/student/mf-manifest.json');
// As mf-student's build writes it: the exam's Hindi catalog is an async chunk named for its page.
const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    {
      name: 'TestTakingPage',
      assets: {
        js: {
          sync: ['static/js/__federation_expose_TestTakingPage.1.js'],
          async: ['static/js/116.2.js', 'static/js/TestTakingPage.hi.3.js', 'static/js/TestsPage.hi.4.js'],
        },
        css: { sync: ['static/css/__federation_expose_TestTakingPage.5.css'] },
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
  it("preloads the remote's entry and the page's own scripts and styles, in English nothing more", () => {
    preloadExposedModule(manifest, manifestUrl, 'TestTakingPage', 'en');
    expect(preloads()).toEqual([
      'script http://site.test/remotes/student/remoteEntry.js',
      'script http://site.test/remotes/student/static/js/__federation_expose_TestTakingPage.1.js',
      'style http://site.test/remotes/student/static/css/__federation_expose_TestTakingPage.5.css',
    ]);
  });

  it("in Hindi also the page's Hindi messages, with its code rather than after it has run", () => {
    preloadExposedModule(manifest, manifestUrl, 'TestTakingPage', 'hi');
    expect(preloads()).toContain('script http://site.test/remotes/student/static/js/TestTakingPage.hi.3.js');
    // Not another page's catalog, nor the page's other async chunks.
    expect(preloads()).toHaveLength(4);
  });

  it('adds nothing for a page the manifest does not expose', () => {
    preloadExposedModule(manifest, manifestUrl, 'DashboardPage', 'hi');
    expect(preloads()).toEqual([]);
  });
});
