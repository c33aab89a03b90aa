/** The seed question bank and mock tests (a tool: `./dev start`, benches and tests load it). */
export { buildSeedCatalog, type CatalogSeed, type SeedResult, seedCatalog } from './catalog-seed';
