/** What other workspaces may import from `@ssc/attempts`. */
export { type AttemptsAppDeps, createAttemptsApp } from './app';
export { type AttemptsConfig, attemptsConfigSchema, loadAttemptsConfig } from './config';
export { ensureAttemptCollections } from './store/collections';
