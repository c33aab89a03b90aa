import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchTakingEarly } from '@ssc/web-core/early';
import type { ComponentType } from 'react';
import { earlyManifestPlugin } from './earlyManifestPlugin';
import { remoteErrorPlugin } from './remoteErrorPlugin';
import { REMOTES_CONFIG_URL } from './remotesConfigUrl';

export { REMOTES_CONFIG_URL };

export type RemoteName = 'student' | 'admin';
export type RemoteModuleId = `${RemoteName}/${string}`;

let registration: Promise<void> | null = null;
let pluginRegistered = false;
const registeredEntries = new Map<string, string>();

function parseRemotesConfig(body: unknown): Array<{ name: string; entry: string }> {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new Error(`${REMOTES_CONFIG_URL} must be an object of remote name to manifest URL`);
  }
  return Object.entries(body).map(([name, entry]) => {
    if (typeof entry !== 'string' || !entry)
      throw new Error(`${REMOTES_CONFIG_URL}: "${name}" has no manifest URL`);
    return { name, entry };
  });
}

async function fetchAndRegister(): Promise<void> {
  // The gateway answers Cache-Control: no-cache, so every load revalidates and a redeployed remote
  // is picked up on the next visit. The first read takes index.html's early request for it.
  const response = await fetchTakingEarly(REMOTES_CONFIG_URL);
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
  const remotes = parseRemotesConfig(await response.json());
  if (!pluginRegistered) {
    registerPlugins([earlyManifestPlugin(), remoteErrorPlugin()]);
    pluginRegistered = true;
  }
  const added = remotes.filter((remote) => !registeredEntries.has(remote.name));
  const moved = remotes.filter((remote) => {
    const known = registeredEntries.get(remote.name);
    return known !== undefined && known !== remote.entry;
  });
  if (added.length) registerRemotes(added);
  // A remote now served from another URL replaces the old registration and its caches.
  if (moved.length) registerRemotes(moved, { force: true });
  for (const remote of remotes) registeredEntries.set(remote.name, remote.entry);
}

/** Registers the remotes once; a failed attempt is forgotten so the next call fetches the configuration again. */
export function ensureRemotesRegistered(): Promise<void> {
  registration ??= fetchAndRegister().catch((error: unknown) => {
    registration = null;
    throw error;
  });
  return registration;
}

/** Before a Retry: read /mf-remotes.json again, since the failing remote may have been moved or redeployed. */
export function reloadRemotesConfig(): void {
  registration = null;
}

/** Loads an exposed page (its default export). */
export async function loadRemotePage(id: RemoteModuleId): Promise<{ default: ComponentType }> {
  await ensureRemotesRegistered();
  const module = await loadRemote<{ default?: ComponentType }>(id);
  if (!module?.default) throw new Error(`Remote module "${id}" has no default export`);
  return { default: module.default };
}
