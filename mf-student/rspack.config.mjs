import { readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { commonConfig, hashedOutput, moduleRules, resolve, sharedDependencies } from '@ssc/web-core/build';

const dir = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(resolvePath(dir, 'package.json'), 'utf8'));

/**
 * The student remote. Each page is its own exposed module (and chunk), so opening one page never
 * downloads the others. Served by the gateway under /remotes/student/; 'auto' public path makes
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
      name: 'student',
      filename: 'remoteEntry.js',
      exposes: {
        './LandingPage': './src/pages/landing/LandingPage.tsx',
        './AuthPage': './src/pages/auth/AuthPage.tsx',
        './DashboardPage': './src/pages/dashboard/DashboardPage.tsx',
        './ProfilePage': './src/pages/profile/ProfilePage.tsx',
        './SettingsPage': './src/pages/settings/SettingsPage.tsx',
        './ComingSoonPage': './src/pages/ComingSoonPage.tsx',
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
