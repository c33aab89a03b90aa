/** What other workspaces may import from `@ssc/results`. */
export { createResultsApp, type ResultsAppDeps } from './app';
export { loadResultsConfig, type ResultsConfig, resultsConfigSchema } from './config';
export { ensureResultsCollections } from './store/collections';
