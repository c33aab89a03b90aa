import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** The files a browser fetches as text; the gateway serves their twins (gateway/src/precompressed-static.ts). */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin of every emitted text
 * asset after the build, so the gateway serves compressed files without compressing per request.
 * A twin that would not be smaller is not written. Runs after emit, so it also sees what other
 * plugins emit late (index.html, mf-manifest.json).
 */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compiler.options.output.path;
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outDir, name);
          const source = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    });
  }
}
