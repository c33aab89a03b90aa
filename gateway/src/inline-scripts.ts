import { createHash } from 'node:crypto';
import fs from 'node:fs';

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
export function shellInlineScripts(indexHtmlPath: string): () => readonly string[] {
  let seen = { mtimeMs: -1, size: -1, sources: [] as string[] };
  return () => {
    try {
      const { mtimeMs, size } = fs.statSync(indexHtmlPath);
      if (mtimeMs !== seen.mtimeMs || size !== seen.size) {
        seen = { mtimeMs, size, sources: inlineScriptSources(fs.readFileSync(indexHtmlPath, 'utf8')) };
      }
    } catch {
      seen = { mtimeMs: -1, size: -1, sources: [] };
    }
    return seen.sources;
  };
}
