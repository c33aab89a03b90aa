import { readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import {
  commonConfig,
  hashedOutput,
  moduleRules,
  PrecompressPlugin,
  resolve,
  sharedDependencies,
} from '@ssc/web-core/build';
import { EarlyStartPlugin } from './early-start-plugin.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolvePath(dir, 'package.json'), 'utf8'));

/**
 * The site icon, written into index.html as a data: URL rather than linked: a request fewer on every
 * first load, where Lighthouse's simulation gave the icon one of the six connections before the
 * shell's entry (docs/architecture.md, "What a phone downloads"). The file is still served, for
 * anything that asks for it by name.
 */
const faviconSvg = readFileSync(resolvePath(dir, 'public/favicon.svg'), 'utf8').trim();
// Only what a URL or the attribute cannot hold is escaped: half the bytes of encodeURIComponent.
const faviconDataUrl = `data:image/svg+xml,${faviconSvg.replaceAll('"', "'").replace(/[<>#%\n\r\t]/g, encodeURIComponent)}`;

/**
 * The Module Federation host. It declares no remotes at build time: their URLs come from
 * /mf-remotes.json at runtime (src/federation/remoteRegistry.ts), so a remote can be redeployed
 * without rebuilding the shell.
 */
export default {
  ...commonConfig,
  context: dir,
  entry: { main: './src/index.ts' },
  // Absolute public path: deep links such as /test-results/42 must still find /static/...
  output: hashedOutput(resolvePath(dir, 'dist'), '/'),
  resolve,
  module: {
    rules: [
      ...moduleRules,
      // The language switch's five-letter face (1.3 KB, src/layout/siteHeader.css) inside the style
      // sheet: a request fewer on every page with the header, where it took one of the six
      // connections a phone's first load shares (docs/architecture.md, "Interface language").
      { test: /hindi-name\.woff2$/, type: 'asset/inline' },
    ],
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      // Eager: every page needs all of them at once, so they come in the entry file with the first
      // request instead of a dozen requests later (a phone's latency each, six at a time on HTTP/1.1).
      // The remotes keep theirs lazy and take these.
      shared: sharedDependencies(pkg, { eager: true }),
      // Remotes load after the shell has rendered; prefer the copies it already loaded.
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      // Remotes reuse this copy of the federation runtime instead of shipping their own (~20 KB gz each).
      // target 'web' drops the runtime's Node.js loading code from the browser bundle.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new rspack.HtmlRspackPlugin({ template: './index.html', templateParameters: { faviconDataUrl } }),
    new EarlyStartPlugin({
      entry: resolvePath(dir, 'src/early/earlyStart.ts'),
      frame: ['site-header', 'messages.en', 'messages.hi'],
    }),
    new rspack.CopyRspackPlugin({
      patterns: [{ from: 'public/mf-remotes.json' }, { from: 'public/favicon.svg' }],
    }),
    new PrecompressPlugin(),
  ],
};
