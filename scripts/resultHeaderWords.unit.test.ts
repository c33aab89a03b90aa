import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completedLabel, resultHeaderOf } from '../packages/web-core/src/early/resultHeader';
import { RESULT_HEADER_WORDS } from '../packages/web-core/src/early/resultHeaderWords';
import { UI_LOCALES } from '../packages/web-core/src/i18n/uiLanguage';

const ROOT = join(import.meta.dirname, '..');

/** A catalog's messages by id, from its .po file. */
function catalog(app: string, locale: string): Map<string, string> {
  const text = readFileSync(join(ROOT, app, 'src/locales', `${locale}.po`), 'utf8');
  return new Map(
    [...text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map(([, id, m]) => [id as string, m as string]),
  );
}

describe('the painted result header speaks the catalogs’ words', () => {
  it.each(UI_LOCALES)('%s: every word equals the catalog entry of the same id', (locale) => {
    const messages = new Map([...catalog('shell', locale), ...catalog('mf-student', locale)]);
    const words = RESULT_HEADER_WORDS[locale];
    expect(Object.keys(words).sort()).toEqual(Object.keys(RESULT_HEADER_WORDS.en).sort());
    for (const [id, text] of Object.entries(words)) expect([id, messages.get(id)]).toEqual([id, text]);
  });

  it('a Hindi header: badges and "Completed" in Hindi, the date in hi-IN', () => {
    const submittedAt = '2026-11-28T08:15:00.000Z';
    const at = Date.parse(submittedAt);
    const view = resultHeaderOf(
      {
        attemptId: 'a',
        title: 'T',
        testType: 'SECTIONAL',
        examType: 'SSC_CGL',
        attemptNumber: 2,
        submittedAt,
      },
      at + 1_000,
      'hi',
    );
    expect(view.badges.map((b) => b.text)).toEqual(['सेक्शनल', 'SSC CGL', 'प्रयास 2']);
    expect(view.completed).toBe('अभी-अभी');
    expect(completedLabel(submittedAt, at + 120_000, 'Asia/Kolkata', 'hi')).toBe(
      new Intl.DateTimeFormat('hi-IN', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kolkata',
      }).format(at),
    );
    expect(
      resultHeaderOf(
        {
          attemptId: 'a',
          title: 'T',
          testType: 'FULL_LENGTH',
          examType: 'SSC_CGL',
          attemptNumber: 1,
          submittedAt,
        },
        at,
      ).badges[0]?.text,
    ).toBe('Full Length');
  });
});
