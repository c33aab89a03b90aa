/** What other workspaces may import from `@ssc/results`. */
export { createResultsApp, type ResultsAppDeps } from './app';
export { loadResultsConfig, type ResultsConfig, resultsConfigSchema } from './config';
export { checkRankings, type RankingCheck } from './ranking/check-rankings';
export { ensureResultsCollections, resultsCollections } from './store/collections';
export { redisKeys } from './store/redis-keys';
