import { createHash } from 'node:crypto';
import { rspack } from '@rspack/core';
import { buildSync } from 'esbuild';

/**
 * Inlines src/early/earlyStart.ts into index.html as the first script of the page, so it runs as
 * soon as the HTML is parsed, before the bundles (a request each, over half a second on slow 4G)
 * have arrived. Bundled and minified on its own (esbuild): it must stay a few KB and import
 * nothing of React, the router or the federation runtime. The gateway allows exactly this script
 * by its hash in the page's Content-Security-Policy (gateway/src/inline-scripts.ts).
 *
 * It also names the site header's code and messages (`data-frame`), which the script preloads
 * on every page that shows the header.
 *
 * It also starts the app: the shell's entry scripts are not in the page as script tags but named
 * on this script (`data-entry`, which the hash does not cover) and preloaded at high priority, so
 * they download at once and the start script runs them when the page is ready for them
 * (src/early/appStart.ts: at once, or on a fresh exam screen once its first question is painted).
 */
export class EarlyStartPlugin {
  /**
   * @param {{ entry: string, frame: string[] }} options `frame`: the chunks the site header needs
   *   first, named on the script (`data-frame`) for it to preload on every page that shows the
   *   header (src/early/preloadSiteFrame.ts).
   */
  constructor({ entry, frame }) {
    this.entry = entry;
    this.frame = frame;
  }

  /** The site header's files as the page asks for them, from this build. */
  frameFiles(compilation) {
    const publicPath = String(compilation.outputOptions.publicPath ?? '/');
    return this.frame.flatMap((name) => {
      const chunk = compilation.namedChunks.get(name);
      if (!chunk) throw new Error(`EarlyStartPlugin: the build has no chunk named "${name}"`);
      return [...chunk.files]
        .filter((file) => /\.(js|css)$/.test(file))
        .map((file) => `${publicPath}${file}`);
    });
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('EarlyStartPlugin', (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTags.tapPromise('EarlyStartPlugin', async (data) => {
        const code = this.bundle();
        const entries = data.assetTags.scripts.map((tag) => tag.attributes.src);
        if (entries.some((src) => typeof src !== 'string' || src.includes(' ')))
          throw new Error(`the shell's entry scripts cannot be named on the start script: ${entries}`);
        data.assetTags.scripts = [];
        // The entry's preload before the script: the parser asks for the page's largest download
        // first, before the script's own requests take the connections.
        data.assetTags.meta.unshift(
          ...entries.map((href) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href, fetchpriority: 'high' },
          })),
          {
            tagName: 'script',
            voidTag: false,
            attributes: {
              'data-entry': entries.join(' '),
              'data-frame': this.frameFiles(compilation).join(' '),
            },
            innerHTML: code,
          },
        );
        return data;
      });
    });
  }

  bundle() {
    const { outputFiles } = buildSync({
      entryPoints: [this.entry],
      bundle: true,
      minify: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      write: false,
      legalComments: 'none',
      // Devanagari (the result header's Hindi words) as itself, 3 bytes a letter, not \uXXXX (6).
      charset: 'utf8',
    });
    const code = outputFiles[0].text.trim();
    if (code.includes('</script')) throw new Error('the early start script must not contain "</script"');
    // Painting the exam's first question took it from 3.5 KB to 8.7 KB (index.html: 1.6 → 3.3 KB
    // brotli-compressed, which every page carries); painting a result's header, 9.9 → 12.7 KB
    // (the script alone 3.6 → 4.5 KB brotli-compressed); that header in Hindi as well (its words
    // in both languages, packages/web-core/src/early/resultHeaderWords.ts), 12.7 → 13.0 KB, room
    // made by writing the route table as calls (src/routes/pageTable.ts); preloading the student
    // pages' shared catalog with a page's code (src/early/preloadExposed.ts: the dashboard's
    // messages start with its code, 240 ms sooner in Lighthouse's observed load), 13.0 → 13.1 KB;
    // preloading the site header's code, messages and font (src/early/preloadSiteFrame.ts: each
    // waited for the shell's entry to arrive and run), 13.1 → 13.3 KB (13,300 → 13,643 bytes);
    // asking for a signed-in page's first reads (@ssc/web-core/early's firstReads.ts: the dashboard's
    // LCP in Lighthouse's simulation then waits for the shell's entry only), 13,643 → 13,937 bytes.
    // Bytes, not characters: the Hindi words are 3 bytes a letter.
    const bytes = Buffer.byteLength(code, 'utf8');
    if (bytes > 13.7 * 1024)
      throw new Error(`the early start script is ${bytes} bytes; keep it under 13.7 KB`);
    return code;
  }
}

/** The CSP source that allows an inline script (for tests of the built page). */
export const cspHashOf = (code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
