import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteConfig } from '@ssc/web-core/build';

const dir = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));

/**
 * The student remote, served under /remotes/student/. Each page is its own exposed module (and
 * chunk), so opening one page never downloads the others.
 */
export default remoteConfig({
  dir,
  name: 'student',
  pkg,
  ModuleFederationPlugin,
  exposes: {
    './LandingPage': './src/pages/landing/LandingPage.tsx',
    './AuthPage': './src/pages/auth/AuthPage.tsx',
    './DashboardPage': './src/pages/dashboard/DashboardPage.tsx',
    './ProfilePage': './src/pages/profile/ProfilePage.tsx',
    './SettingsPage': './src/pages/settings/SettingsPage.tsx',
    './TestsPage': './src/pages/mock-tests/TestsPage.tsx',
    './TestInstructionsPage': './src/pages/test-instructions/TestInstructionsPage.tsx',
    './TestTakingPage': './src/pages/test-taking/TestTakingPage.tsx',
    './TestResultsPage': './src/pages/test-results/TestResultsPage.tsx',
    './TestSolutionsPage': './src/pages/test-solutions/TestSolutionsPage.tsx',
    './LiveMockPage': './src/pages/live-mocks/LiveMockPage.tsx',
  },
});
