import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { remoteConfig } from '@ssc/web-core/build';

const dir = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));

/**
 * The admin remote: the whole console behind one exposed module. Redeploying it only needs the
 * gateway's /mf-remotes.json to point at it; served under /remotes/admin/.
 */
export default remoteConfig({
  dir,
  name: 'admin',
  pkg,
  ModuleFederationPlugin,
  exposes: { './AdminApp': './src/AdminApp.tsx' },
});
