/**
 * The few DOM helpers the start script's pictures share (firstQuestionPaint.ts,
 * resultHeaderPaint.ts): elements built with the app's own class names, text only ever set as
 * textContent (nothing from the API is parsed as HTML), in a layer over the page that the app
 * removes in the commit that draws its own.
 */

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  content?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
}

export function append<T extends HTMLElement>(parent: T, ...children: Array<HTMLElement | null>): T {
  for (const child of children) if (child) parent.appendChild(child);
  return parent;
}

/** A button as the app draws it (its look comes with the element); the layer is inert. */
export function button(className: string, content: string): HTMLButtonElement {
  const node = el('button', className, content);
  node.type = 'button';
  return node;
}

/** A link styled as the app's; inert in the layer, but `a[href]` rules apply as in the app. */
export function link(className: string, content: string, href: string): HTMLAnchorElement {
  const node = el('a', className, content);
  node.href = href;
  return node;
}

/**
 * Puts `content` in a layer over the whole page with the given id. Only a picture of what is
 * coming: the app's own screen, which replaces it, is what assistive technology and the
 * keyboard use.
 */
export function paintLayer(id: string, content: HTMLElement): HTMLElement {
  const layer = append(el('div'), content);
  layer.id = id;
  layer.setAttribute('aria-hidden', 'true');
  layer.inert = true;
  Object.assign(layer.style, {
    position: 'fixed',
    inset: '0',
    zIndex: '1000',
    overflow: 'hidden',
    background: 'var(--color-bg)',
  });
  document.body.appendChild(layer);
  return layer;
}

/**
 * Turns the page's style preloads (the shell's, and the remote page's that `preloadExposedModule`
 * added) into style sheets, in the order the app loads them, so what is painted before the app
 * runs has its look; the app's own loaders find them in place. Resolves once all have loaded;
 * rejects if one fails.
 */
export function applyPreloadedStyles(): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve, reject) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          // The preload's own href (a path for the shell's), which the app's style loaders
          // compare with theirs to find the sheet in place instead of adding a second copy that
          // would change which rules win.
          sheet.setAttribute('href', preload.getAttribute('href') ?? preload.href);
          sheet.onload = () => resolve();
          sheet.onerror = () => reject(new Error(preload.href));
          document.head.appendChild(sheet);
        }),
    ),
  ).then(() => undefined);
}
