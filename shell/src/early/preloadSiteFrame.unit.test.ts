// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadSiteFrame } from './preloadSiteFrame';

// As the shell's build names them on the start script.
const FRAME = '/static/js/site-header.1a.js /static/js/messages.en.2b.js /static/js/messages.hi.3c.js';
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossorigin: link.getAttribute('crossorigin'),
  }));

describe('preloadSiteFrame', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('preloads the header code and the messages of the language shown only', () => {
    preloadSiteFrame(FRAME, 'hi');
    expect(preloads()).toEqual([
      { href: '/static/js/site-header.1a.js', as: 'script', crossorigin: null },
      { href: '/static/js/messages.hi.3c.js', as: 'script', crossorigin: null },
    ]);
  });

  it('takes the English messages for an English page', () => {
    preloadSiteFrame(FRAME, 'en');
    expect(preloads().map((p) => p.href)).toContain('/static/js/messages.en.2b.js');
    expect(preloads().map((p) => p.href)).not.toContain('/static/js/messages.hi.3c.js');
  });

  it('adds nothing when the page names nothing', () => {
    preloadSiteFrame('', 'en');
    expect(preloads()).toEqual([]);
  });
});
