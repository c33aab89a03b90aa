/** `<link rel="preload">` for a file, as the page will ask for it: a style sheet or a script. */
export function addPreload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = href.endsWith('.css') ? 'style' : 'script';
  link.href = href;
  document.head.appendChild(link);
}
