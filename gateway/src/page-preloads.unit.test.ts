import { describe, expect, it } from 'vitest';
import { preloadLinksOf } from './page-preloads';

describe('preloadLinksOf', () => {
  it("names each of the page's preloads as a Link header value, with its type, mode and priority", () => {
    // As the shell's build writes index.html.
    const html =
      '<head><link rel="preload" href="/mf-remotes.json" as="fetch" crossorigin>' +
      '<link as="script" fetchpriority="high" href="/static/js/main.0e7bad6a.js" rel="preload">' +
      '<script data-entry="/static/js/main.0e7bad6a.js">x()</script>' +
      '<link href="/favicon.svg" rel="icon"><link href="/static/css/main.ca11bce9.css" rel="stylesheet"></head>';
    expect(preloadLinksOf(html)).toEqual([
      '</mf-remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
      '</static/js/main.0e7bad6a.js>; rel=preload; as=script; fetchpriority=high',
    ]);
  });

  it('leaves out a preload without an address or a type, and any other link', () => {
    expect(
      preloadLinksOf(
        '<link rel="preload" as="script"><link rel="preload" href="/a.js"><link rel="stylesheet" href="/a.css">',
      ),
    ).toEqual([]);
  });
});
