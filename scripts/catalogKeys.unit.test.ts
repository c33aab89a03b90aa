import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import linguiConfig, { ALSO_READS } from '../lingui.config';

const ROOT = join(import.meta.dirname, '..');
const UI_LOCALES = linguiConfig.locales ?? [];
const fromRoot = (path: string) => join(ROOT, path.replace('<rootDir>/', ''));

/**
 * Every catalog lingui.config.ts lists: where its .po files are ('<rootDir>/shell/src/locales/{locale}')
 * and the code whose messages it holds (include, less exclude).
 */
const CATALOGS = (linguiConfig.catalogs ?? []).map(({ path, include = [], exclude = [] }) => ({
  name: relative(ROOT, fromRoot(path.replace('/{locale}', ''))),
  file: (locale: string) => `${fromRoot(path.replace('{locale}', locale))}.po`,
  include: include.map(fromRoot),
  exclude: exclude.map(fromRoot),
}));

/** Each message id and whether it has a (non-empty) translation, from a .po file. */
function catalog(file: string): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const entries = new Map<string, string>();
  for (const [, id, message] of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
    entries.set(id as string, message as string);
  }
  return entries;
}

function sourceFiles(dir: string, exclude: readonly string[]): string[] {
  if (exclude.includes(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, exclude);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every quoted literal in the catalog's code that has the shape of one of its message ids. */
function idsInCode(dirs: readonly string[], exclude: readonly string[], prefixes: Set<string>): Set<string> {
  const ids = new Set<string>();
  for (const file of dirs.flatMap((dir) => sourceFiles(dir, exclude))) {
    for (const [, id] of readFileSync(file, 'utf8').matchAll(/'([a-zA-Z]+\.[\w.]+)'/g)) {
      if (prefixes.has((id as string).split('.')[0] as string)) ids.add(id as string);
    }
  }
  return ids;
}

it('lingui.config.ts lists the catalogs, each with a file per language', () => {
  expect(CATALOGS.length).toBeGreaterThan(0);
  for (const { file } of CATALOGS)
    for (const locale of UI_LOCALES) expect(() => catalog(file(locale))).not.toThrow();
});

/** Every id of a catalog, in any of its languages. */
const idsOf = (file: (locale: string) => string) =>
  new Set(UI_LOCALES.flatMap((locale) => [...catalog(file(locale)).keys()]));

/** The app a catalog belongs to: its first folder (shell, mf-student, packages/web-core's errors…). */
const appOf = (name: string) => name.split('/')[0] as string;

describe.each(CATALOGS)('$name: the interface in every language', ({ name, file, include, exclude }) => {
  const allIds = idsOf(file);

  it.each(UI_LOCALES)('the %s catalog has a message for every id either catalog has', (locale) => {
    const messages = catalog(file(locale));
    const missing = [...allIds].filter((id) => !messages.get(id));
    expect(missing).toEqual([]);
  });

  it('every message id the code uses is in the catalogs it loads', () => {
    // Ids of any of the app's catalogs count as ids, so one the code takes from a catalog it
    // does not load is caught too.
    const appIds = CATALOGS.filter((other) => appOf(other.name) === appOf(name)).flatMap((other) => [
      ...idsOf(other.file),
    ]);
    const prefixes = new Set([...allIds, ...appIds].map((id) => id.split('.')[0] as string));
    const also = ALSO_READS[name];
    const loaded = new Set([
      ...allIds,
      ...(also ? idsOf(CATALOGS.find((c) => c.name === also)?.file ?? file) : []),
    ]);
    const unknown = [...idsInCode(include, exclude, prefixes)].filter((id) => !loaded.has(id));
    expect(unknown).toEqual([]);
  });

  it('no two catalogs of one app hold the same id', () => {
    const elsewhere = CATALOGS.filter(
      (other) => other.name !== name && appOf(other.name) === appOf(name),
    ).flatMap((other) => [...idsOf(other.file)]);
    expect(elsewhere.filter((id) => allIds.has(id))).toEqual([]);
  });
});
