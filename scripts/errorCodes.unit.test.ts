import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CODES } from '@ssc/contracts/constants';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../lingui.config';

const ROOT = join(import.meta.dirname, '..');
/** web-core's error catalog, as lingui.config.ts lists it ('<rootDir>/…/errors/locales/{locale}'). */
const ERROR_CATALOG = (linguiConfig.catalogs ?? []).find(({ path }) => path.includes('/errors/locales/'));

function messages(locale: string): Map<string, string> {
  if (!ERROR_CATALOG) throw new Error('lingui.config.ts lists no error catalog');
  const file = `${ERROR_CATALOG.path.replace('<rootDir>', ROOT).replace('{locale}', locale)}.po`;
  const entries = new Map<string, string>();
  for (const [, id, text] of readFileSync(file, 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
    entries.set(id as string, text as string);
  }
  return entries;
}

describe('every error code the platform answers with has a message in each interface language', () => {
  it.each(linguiConfig.locales ?? [])('%s', (locale) => {
    const catalog = messages(locale);
    const missing = ERROR_CODES.filter((code) => !catalog.get(`errors.${code}`));
    expect(missing).toEqual([]);
  });
});
