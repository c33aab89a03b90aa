import { derivedFromFile } from './file-derived';

const PRELOAD_TAG = /<link\b[^>]*>/gi;
const ATTRIBUTE = /([a-z-]+)(?:\s*=\s*"([^"]*)")?/gi;

/**
 * The `<link rel="preload">` tags of a page as `Link` header values. Sent with the page, they start
 * before its HTML is parsed: the shell's entry, the page's largest download, is otherwise asked for
 * by the parser after the inline start script (shell/early-start-plugin.mjs), and in Lighthouse's
 * simulated load it waited behind that script's own requests for a connection (docs/architecture.md,
 * "What a phone downloads"). The browser matches the tag to the header's download.
 */
export function preloadLinksOf(html: string): string[] {
  const links: string[] = [];
  for (const [tag] of html.matchAll(PRELOAD_TAG)) {
    const attributes = new Map<string, string>();
    for (const [, name, value = ''] of tag.slice(5).matchAll(ATTRIBUTE))
      attributes.set((name as string).toLowerCase(), value);
    const href = attributes.get('href');
    if (attributes.get('rel') !== 'preload' || !href || !attributes.get('as')) continue;
    const params = [`rel=preload`, `as=${attributes.get('as')}`];
    if (attributes.has('crossorigin'))
      params.push(`crossorigin=${attributes.get('crossorigin') || 'anonymous'}`);
    if (attributes.has('fetchpriority')) params.push(`fetchpriority=${attributes.get('fetchpriority')}`);
    links.push([`<${encodeURI(href)}>`, ...params].join('; '));
  }
  return links;
}

/** The shell page's preloads as `Link` header values, read again when index.html changes. */
export const shellPreloads = (indexHtmlPath: string): (() => readonly string[]) =>
  derivedFromFile<readonly string[]>(indexHtmlPath, preloadLinksOf, []);
