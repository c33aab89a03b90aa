/**
 * `<link rel="preload">` for a file, as the page will ask for it: a style sheet, a font (fetched
 * in CORS mode, so the preload must be too, or the page's request would not use it) or a script.
 */
export function addPreload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = href.endsWith('.css') ? 'style' : href.endsWith('.woff2') ? 'font' : 'script';
  if (link.as === 'font') link.crossOrigin = 'anonymous';
  link.href = href;
  document.head.appendChild(link);
}
