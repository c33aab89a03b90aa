import { createHash } from 'node:crypto';
import { derivedFromFile } from './file-derived';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The CSP sources (`'sha256-…'`) that allow exactly the inline scripts of an HTML page. */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((code) => code.trim() !== '')
    .map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
}

/**
 * The hashes of the shell's own inline script (its early start script, shell/early-start-plugin.mjs)
 * for the page's Content-Security-Policy: that script may run, and nothing else inline. Read again
 * only when index.html changes (a redeploy), so it costs a stat per page.
 */
export const shellInlineScripts = (indexHtmlPath: string): (() => readonly string[]) =>
  derivedFromFile<readonly string[]>(indexHtmlPath, inlineScriptSources, []);
