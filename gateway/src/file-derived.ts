import fs from 'node:fs';

/**
 * A value derived from a file's text, derived again only when the file changes (a redeploy): a
 * stat per call. `empty` while the file cannot be read.
 */
export function derivedFromFile<T>(file: string, derive: (text: string) => T, empty: T): () => T {
  let seen = { mtimeMs: -1, size: -1, value: empty };
  return () => {
    try {
      const { mtimeMs, size } = fs.statSync(file);
      if (mtimeMs !== seen.mtimeMs || size !== seen.size) {
        seen = { mtimeMs, size, value: derive(fs.readFileSync(file, 'utf8')) };
      }
    } catch {
      seen = { mtimeMs: -1, size: -1, value: empty };
    }
    return seen.value;
  };
}
