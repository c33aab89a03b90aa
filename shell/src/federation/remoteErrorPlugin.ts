import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Reports which remote failed and at which step (manifest fetch, entry script, exposed module).
 * It deliberately does not swallow the failure: the error reaches RemotePage's boundary, which
 * shows a retryable message instead of a blank page. The runtime forgets failed loads, so a
 * retry really refetches.
 */
export function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ssc-remote-error-reporter',
    errorLoadRemote({ id, lifecycle, error }) {
      console.warn(`[federation] could not load "${id}" (${lifecycle})`, error);
      return undefined;
    },
  };
}
