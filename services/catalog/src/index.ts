/** What other workspaces may import from `@ssc/catalog` (for example the project's start script). */
export { type CatalogAppDeps, createCatalogApp } from './app';
export { ensureCatalogIndexes } from './catalog-indexes';
export { type CatalogConfig, catalogConfigSchema, loadCatalogConfig } from './config';
export { EXAM_TEMPLATES } from './mock-tests/exam-templates';
export { resolveTestInput } from './mock-tests/test-rules';
export { contentHashOf } from './questions/question-fields';
export { type CatalogSeed, loadEmptyCatalog, type SeedResult } from './seed-load/load-empty-catalog';
