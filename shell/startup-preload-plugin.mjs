import { rspack } from '@rspack/core';

/**
 * Lists in index.html what the shell loads as soon as its entry runs: the bootstrap chunk and the
 * shared modules it provides (React, the router, web-core, ...), which the entry only asks for
 * after it has downloaded and run. As <link rel="preload"> they download with the entry instead
 * of one round trip later (a whole latency on a phone). The entry itself goes first (fetchpriority).
 */
export class StartupPreloadPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      hooks.alterAssetTags.tapPromise('StartupPreloadPlugin', async (data) => {
        const files = startupFiles(compilation);
        const href = (file) => `${data.publicPath}${file}`;
        for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
        data.assetTags.meta.push(
          ...files.map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: file.endsWith('.css')
              ? { rel: 'preload', as: 'style', href: href(file) }
              : { rel: 'preload', as: 'script', href: href(file) },
          })),
        );
        return data;
      });
    });
  }
}

/** Files of the chunk groups the entrypoints load directly, minus the entry files themselves. */
function startupFiles(compilation) {
  const entries = [...compilation.entrypoints.values()];
  const entryFiles = new Set(entries.flatMap((entry) => entry.getFiles()));
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (!group.getParents().some((parent) => entries.includes(parent))) continue;
    for (const chunk of group.chunks) {
      for (const file of chunk.files) {
        if (/\.(js|css)$/.test(file) && !entryFiles.has(file)) files.add(file);
      }
    }
  }
  return [...files].sort();
}
