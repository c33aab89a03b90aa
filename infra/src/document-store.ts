/**
 * Which backend FerretDB stores documents in: `SSC_DOCUMENT_STORE=sqlite|postgresql`.
 * PostgreSQL runs as one more local server (postgres.ts) that FerretDB connects to.
 */
export type DocumentStore = 'sqlite' | 'postgresql';

export const DEFAULT_DOCUMENT_STORE: DocumentStore = 'sqlite';

export function documentStore(raw = process.env.SSC_DOCUMENT_STORE): DocumentStore {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return DEFAULT_DOCUMENT_STORE;
  if (value === 'sqlite') return 'sqlite';
  if (value === 'postgresql' || value === 'postgres' || value === 'pg') return 'postgresql';
  throw new Error(`SSC_DOCUMENT_STORE=${raw} is not one of sqlite, postgresql`);
}
