import { defineConfig } from 'tsup';

/**
 * Build of a Node service or the gateway: workspace packages ship TypeScript source, so
 * they are bundled in; every npm package (sharp's native binary, mongoose, express...)
 * stays external and is resolved from node_modules at run time.
 */
export const serviceBuild = (entry: string[]) =>
  defineConfig({
    entry,
    format: ['esm'],
    target: 'node24',
    platform: 'node',
    outDir: 'dist',
    clean: true,
    skipNodeModulesBundle: true,
    noExternal: [/^@ssc\//],
  });
