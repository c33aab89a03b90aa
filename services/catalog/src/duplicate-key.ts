/**
 * A write that hit a unique index. Inserts answer E11000 on both servers (FerretDB's without
 * `keyValue`, so callers look the existing document up themselves). FerretDB 1.24 answers an
 * update or replace that collides with code 1 (InternalError) and SQLite's "UNIQUE constraint
 * failed" text instead, so that is recognised too.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === 11000 ||
    (code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed'))
  );
}
