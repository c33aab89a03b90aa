/**
 * A write that hit a unique key. Inserts answer E11000 on both servers, singly or inside a bulk
 * error; FerretDB 1.24 answers some colliding writes with code 1 and SQLite's text instead.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  const { code, message, writeErrors } = (err ?? {}) as {
    code?: unknown;
    message?: unknown;
    writeErrors?: unknown;
  };
  if (code === 11000) return true;
  if (Array.isArray(writeErrors) && writeErrors.length > 0)
    return writeErrors.every(
      (e: { code?: unknown; err?: { code?: unknown } }) => (e.code ?? e.err?.code) === 11000,
    );
  return code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed');
}
