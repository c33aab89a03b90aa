/** What other workspaces may import from `@ssc/catalog` (for example the project's start script). */
export { type CatalogAppDeps, createCatalogApp } from './app';
export { ensureCatalogIndexes } from './catalog-indexes';
export { type CatalogConfig, catalogConfigSchema, loadCatalogConfig } from './config';
export { buildSeedCatalog, seedCatalog } from './seed/catalog-seed';
