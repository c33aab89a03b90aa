import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../lingui.config';

const ROOT = join(import.meta.dirname, '..');
const UI_LOCALES = linguiConfig.locales ?? [];
/** The apps with catalogs of their own, from lingui.config.ts ('<rootDir>/shell/src/locales/{locale}'). */
const APPS = (linguiConfig.catalogs ?? []).map(({ path }) => path.split('/')[1] as string);

/** Each message id and whether it has a (non-empty) translation, from a .po file. */
function catalog(app: string, locale: string): Map<string, string> {
  const text = readFileSync(join(ROOT, app, 'src/locales', `${locale}.po`), 'utf8');
  const entries = new Map<string, string>();
  for (const [, id, message] of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
    entries.set(id as string, message as string);
  }
  return entries;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every quoted literal in the app's code that has the shape of one of its message ids. */
function idsInCode(app: string, prefixes: Set<string>): Set<string> {
  const ids = new Set<string>();
  for (const file of sourceFiles(join(ROOT, app, 'src'))) {
    for (const [, id] of readFileSync(file, 'utf8').matchAll(/'([a-zA-Z]+\.[\w.]+)'/g)) {
      if (prefixes.has((id as string).split('.')[0] as string)) ids.add(id as string);
    }
  }
  return ids;
}

describe.each(APPS)('%s: the interface in every language', (app) => {
  const catalogs = UI_LOCALES.map((locale) => ({ locale, messages: catalog(app, locale) }));
  const allIds = new Set(catalogs.flatMap(({ messages }) => [...messages.keys()]));

  it.each(UI_LOCALES)('the %s catalog has a message for every id either catalog has', (locale) => {
    const messages = catalog(app, locale);
    const missing = [...allIds].filter((id) => !messages.get(id));
    expect(missing).toEqual([]);
  });

  it('every message id the code uses is in the catalogs', () => {
    const prefixes = new Set([...allIds].map((id) => id.split('.')[0] as string));
    const unknown = [...idsInCode(app, prefixes)].filter((id) => !allIds.has(id));
    expect(unknown).toEqual([]);
  });
});
