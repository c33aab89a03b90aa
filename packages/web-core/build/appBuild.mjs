import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PrecompressPlugin } from './precompress.mjs';

export { PrecompressPlugin };

// Build settings every frontend app (shell, mf-student, mf-admin) must agree on. Kept here, next to
// the runtime code they describe, so the three rspack configs cannot drift apart.

/**
 * Module Federation singletons. web-core must be one instance so the session atom, the QueryClient
 * and the toasts are the same in the host and in every remote; the rest hold React context or state.
 * requiredVersion comes from each app's own package.json.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  '@tanstack/react-query',
  '@ssc/web-core',
  // One Lingui instance: a language switch re-renders the shell and every remote. Its React
  // context is web-core's (UiLanguageProvider, useMessages), so @lingui/react is no singleton of
  // its own: shared, it came whole into the shell's entry (its provider, Trans and the
  // useSyncExternalStore shim, none of which runs here).
  '@lingui/core',
];

const ROUTER_VERSION = JSON.parse(
  readFileSync(fileURLToPath(import.meta.resolve('react-router/package.json')), 'utf8'),
).version;

/**
 * @param {{ dependencies?: Record<string, string> }} pkg
 * @param {{ eager?: boolean }} [options] eager: bundled into the entry instead of loaded on demand
 */
export function sharedDependencies(pkg, { eager = false } = {}) {
  const deps = pkg.dependencies ?? {};
  const shared = {};
  for (const name of SINGLETONS) {
    const requiredVersion = deps[name];
    if (!requiredVersion) throw new Error(`${name} must be a dependency of every frontend app`);
    shared[name] = { singleton: true, requiredVersion, eager };
  }
  // Only the parts of React Router the apps use (shared-router.mjs), under the name they import.
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: fileURLToPath(new URL('./shared-router.mjs', import.meta.url)),
    version: ROUTER_VERSION,
  };
  // Deep imports (react/jsx-runtime, react-dom/client) resolve to the same singletons.
  shared['react/'] = { singleton: true, requiredVersion: deps.react, eager };
  shared['react-dom/'] = { singleton: true, requiredVersion: deps['react-dom'], eager };
  return shared;
}

const SHARED_ROUTER_CHECK = fileURLToPath(new URL('./shared-router-check.mjs', import.meta.url));

/** Transpile TS/TSX with rspack's builtin SWC; CSS through rspack's native CSS support. */
export const moduleRules = [
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    type: 'javascript/auto',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2020',
      },
    },
  },
  // Every app import of React Router must be one the shared copy exports (shared-router.mjs).
  { test: /\.tsx?$/, exclude: /node_modules/, enforce: 'pre', loader: SHARED_ROUTER_CHECK },
  { test: /\.css$/, type: 'css/auto' },
  // Each app's catalogs (src/locales/{en,hi}.po), compiled to Lingui's runtime form at build time,
  // so the browser gets no message parser; the app's lingui.config.ts says where they are.
  { test: /\.po$/, use: { loader: '@lingui/loader', options: { failOnCompileError: true } } },
];

export const resolve = { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] };

/** Content-hashed file names: the gateway may cache these forever; only entry files must revalidate. */
export function hashedOutput(dir, publicPath) {
  return {
    path: dir,
    publicPath,
    filename: 'static/js/[name].[contenthash:8].js',
    chunkFilename: 'static/js/[name].[contenthash:8].js',
    cssFilename: 'static/css/[name].[contenthash:8].css',
    cssChunkFilename: 'static/css/[name].[contenthash:8].css',
    assetModuleFilename: 'static/media/[name].[contenthash:8][ext]',
    clean: true,
  };
}

export const commonConfig = {
  target: ['web', 'es2020'],
  devtool: 'source-map',
  performance: { hints: false },
};

/**
 * The federation plugin starts each container's runtime with an import of
 * webpack-bundler-runtime's CommonJS build, which pulls the CommonJS builds of the runtime and its
 * SDK whole: CommonJS cannot be tree-shaken. A remote resolves that file to the package's own ES
 * module build instead, so it keeps only what it calls: the student remote's remoteEntry.js went
 * from 13.6 to 8.9 KiB brotli, on every page's critical path; the same for the runtime package's
 * own entry, which that build imports (and with it the error-codes package's message tables):
 * 9,118 → 8,624 bytes brotli. The shell keeps the CommonJS build:
 * its runtime plugin also requires the CommonJS runtime, and resolving only this file to ES modules
 * there grew its entry (two copies of parts of the runtime).
 */
const bundlerRuntimeDist = fileURLToPath(
  new URL('.', import.meta.resolve('@module-federation/webpack-bundler-runtime')),
);
const runtimeDist = fileURLToPath(new URL('.', import.meta.resolve('@module-federation/runtime')));
const remoteResolve = {
  ...resolve,
  alias: {
    [`${bundlerRuntimeDist}index.cjs`]: `${bundlerRuntimeDist}index.js`,
    [`${runtimeDist}index.cjs`]: `${runtimeDist}index.js`,
  },
};

/**
 * A remote's whole rspack config. 'auto' public path makes chunk URLs relative to remoteEntry.js
 * wherever the gateway hosts it; the federation runtime comes from the shell
 * (provideExternalRuntime), which keeps each remoteEntry.js small.
 * @param {{ dir: string, name: string, exposes: Record<string, string>, ModuleFederationPlugin: any, pkg: any }} opts
 */
export function remoteConfig({ dir, name, exposes, ModuleFederationPlugin, pkg }) {
  return {
    ...commonConfig,
    context: dir,
    entry: {},
    output: hashedOutput(`${dir}/dist`, 'auto'),
    resolve: remoteResolve,
    module: { rules: moduleRules },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedDependencies(pkg),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        experiments: { externalRuntime: true, optimization: { target: 'web' } },
      }),
      new PrecompressPlugin(),
    ],
  };
}
