import { readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { commonConfig, hashedOutput, moduleRules, resolve, sharedDependencies } from '@ssc/web-core/build';

const dir = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolvePath(dir, 'package.json'), 'utf8'));

/**
 * The admin remote: the whole admin console behind one exposed module. Redeploying it only
 * needs the gateway's /mf-remotes.json to point at it; served under /remotes/admin/. 'auto' makes
 * chunk URLs relative to remoteEntry.js wherever it is hosted.
 */
export default {
  ...commonConfig,
  context: dir,
  entry: {},
  output: hashedOutput(resolvePath(dir, 'dist'), 'auto'),
  resolve,
  module: { rules: moduleRules },
  plugins: [
    new ModuleFederationPlugin({
      name: 'admin',
      filename: 'remoteEntry.js',
      exposes: {
        './AdminApp': './src/AdminApp.tsx',
      },
      shared: sharedDependencies(pkg),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      // The federation runtime comes from the shell (provideExternalRuntime), keeping remoteEntry.js small.
      experiments: { externalRuntime: true },
    }),
  ],
};
