/** Served by the gateway: `{ "<remote name>": "<mf-manifest.json URL>" }`. Changing it needs no shell rebuild. */
export const REMOTES_CONFIG_URL = '/mf-remotes.json';
