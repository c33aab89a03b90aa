import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyResponse } from '@ssc/web-core/early';

/**
 * The runtime reads a remote's manifest with the response index.html's start script already asked
 * for (src/early), when there is one, instead of asking again (a round trip on a phone).
 */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'ssc-early-manifest',
    fetch(url) {
      return takeEarlyResponse(url, null);
    },
  };
}
