import { addPreload } from './addPreload';

/**
 * Preloads what the site header needs before it can show: its code (the `site-header` chunk) and
 * the shell's messages in the interface's language (`messages.<locale>`). index.html names them
 * on the start script (`data-frame`, a space between files: shell/early-start-plugin.mjs).
 * Without this each was asked for only once the shell's entry, the largest download of the page,
 * had arrived and run (measured with bench/lighthouse.ts: docs/architecture.md, "Interface
 * language"). The exam screen shows no site header and asks for none of them.
 */
export function preloadSiteFrame(files: string, locale: string): void {
  for (const file of files.split(' ')) {
    const language = /\/messages\.([a-z]+)\./.exec(file)?.[1];
    if (file && (!language || language === locale)) addPreload(file);
  }
}
