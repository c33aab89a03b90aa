import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../lingui.config';
import { completedLabel, resultHeaderOf } from '../packages/web-core/src/early/resultHeader';
import { RESULT_HEADER_WORD_IDS, resultHeaderWords } from '../packages/web-core/src/early/resultHeaderWords';
import { UI_LOCALES } from '../packages/web-core/src/i18n/uiLanguage';

const ROOT = join(import.meta.dirname, '..');

/** An app's messages by id, from each of its catalogs' .po files (lingui.config.ts). */
function catalog(app: string, locale: string): Map<string, string> {
  const files = (linguiConfig.catalogs ?? [])
    .map(({ path }) => path.replace('<rootDir>/', '').replace('{locale}', locale))
    .filter((path) => path.startsWith(`${app}/`));
  return new Map(
    files.flatMap((file) =>
      [...readFileSync(join(ROOT, `${file}.po`), 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map(
        ([, id, message]) => [id as string, message as string] as const,
      ),
    ),
  );
}

/**
 * index.html's start script paints a result's header before the app runs, from its own small table
 * of words (it cannot load a catalog); the app then draws the same header from the catalogs. The
 * two must say the same in every language, or the handover shows one wording, then another.
 */
describe('the painted result header speaks the catalogs’ words', () => {
  it.each(UI_LOCALES)('%s: every word equals the catalog entry of its id', (locale) => {
    const messages = new Map([...catalog('shell', locale), ...catalog('mf-student', locale)]);
    const words = resultHeaderWords(locale);
    expect(words).toHaveLength(RESULT_HEADER_WORD_IDS.length);
    const painted = RESULT_HEADER_WORD_IDS.map((id, i) => [
      id,
      // The badge keeps the word; the number is put after it, as the catalog's message has it.
      id === 'results.attemptNumber' ? `${words[i]} {number}` : words[i],
    ]);
    expect(painted).toEqual(RESULT_HEADER_WORD_IDS.map((id) => [id, messages.get(id)]));
  });

  it('a Hindi header: badges and "Completed" in Hindi, the date in hi-IN', () => {
    const submittedAt = '2026-11-28T08:15:00.000Z';
    const at = Date.parse(submittedAt);
    const header = { attemptId: 'a', title: 'T', examType: 'SSC_CGL', submittedAt };
    const hindi = resultHeaderOf({ ...header, testType: 'SECTIONAL', attemptNumber: 2 }, at + 1_000, 'hi');
    expect(hindi.badges.map((b) => b.text)).toEqual(['सेक्शनल', 'SSC CGL', 'प्रयास 2']);
    expect(hindi.completed).toBe('अभी-अभी');
    expect(completedLabel(submittedAt, at + 120_000, 'Asia/Kolkata', 'hi')).toBe(
      new Intl.DateTimeFormat('hi-IN', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kolkata',
      }).format(at),
    );
    const english = resultHeaderOf({ ...header, testType: 'FULL_LENGTH', attemptNumber: 3 }, at);
    expect(english.badges.map((b) => b.text)).toEqual(['Full Length', 'SSC CGL', 'Attempt 3']);
    expect(resultHeaderOf({ ...header, testType: 'NEW_KIND', attemptNumber: 1 }, at).badges[0]?.text).toBe(
      'NEW_KIND',
    );
  });
});
