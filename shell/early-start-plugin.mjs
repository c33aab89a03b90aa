import { createHash } from 'node:crypto';
import { rspack } from '@rspack/core';
import { buildSync } from 'esbuild';

/**
 * Inlines src/early/earlyStart.ts into index.html as the first script of the page, so it runs as
 * soon as the HTML is parsed, before the bundles (a request each, over half a second on slow 4G)
 * have arrived. Bundled and minified on its own (esbuild): it must stay a few KB and import
 * nothing of React, the router or the federation runtime. The gateway allows exactly this script
 * by its hash in the page's Content-Security-Policy (gateway/src/inline-scripts.ts).
 */
export class EarlyStartPlugin {
  constructor({ entry }) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('EarlyStartPlugin', (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTags.tapPromise('EarlyStartPlugin', async (data) => {
        const code = this.bundle();
        data.assetTags.meta.unshift({
          tagName: 'script',
          voidTag: false,
          attributes: {},
          innerHTML: code,
        });
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
    });
    const code = outputFiles[0].text.trim();
    if (code.includes('</script')) throw new Error('the early start script must not contain "</script"');
    if (code.length > 4096)
      throw new Error(`the early start script is ${code.length} bytes; keep it under 4 KB`);
    return code;
  }
}

/** The CSP source that allows an inline script (for tests of the built page). */
export const cspHashOf = (code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
