import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A page folder imports only itself and what is shared (`src/format`, `src/language`, …):
 * when one page borrows another's helper, changing that page silently changes this one.
 */
const PAGES = path.join(import.meta.dirname, '..', 'mf-student', 'src', 'pages');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('mf-student pages', () => {
  it('never import from another page’s folder', () => {
    const crossings: string[] = [];
    for (const file of sourceFiles(PAGES)) {
      const page = path.relative(PAGES, file).split(path.sep)[0];
      for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
        const target = path.relative(PAGES, path.resolve(path.dirname(file), spec));
        const targetPage = target.startsWith('..') ? null : target.split(path.sep)[0];
        if (targetPage && targetPage !== page) crossings.push(`${path.relative(PAGES, file)} → ${spec}`);
      }
    }
    expect(crossings).toEqual([]);
  });
});
