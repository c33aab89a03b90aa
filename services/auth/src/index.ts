/** What other workspaces may import from `@ssc/auth` (for example the project's start script). */
export { publicKeyFromPrivate, TOKEN_AUDIENCE, TOKEN_ISSUER, verifyAccessToken } from './access-token';
export { createAuthApp } from './app';
export { ensureAuthIndexes } from './auth-indexes';
export { type BulkAccount, createBulkAccounts } from './bulk-accounts';
export { type AuthConfig, authConfigSchema, loadAuthConfig } from './config';
export { type EnsureAdminInput, type EnsureAdminResult, ensureAdmin } from './ensure-admin';
