import { questionInput } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { showInterfaceIn, translate } from '../i18n/interfaceLanguage';
import { isKnownRowReason, rowReason } from './rowReason';

const valid = {
  questionTextEnglish: 'What is 2 + 2?',
  optionAEnglish: '3',
  optionBEnglish: '4',
  optionCEnglish: '5',
  optionDEnglish: '6',
  correctAnswer: 'B',
};

/** Rows as the import reads them, each breaking the schema's rules in a different way. */
const BAD_ROWS: Record<string, unknown>[] = [
  { ...valid, questionTextEnglish: undefined },
  { ...valid, optionAEnglish: '   ' },
  { ...valid, optionBEnglish: 'x'.repeat(1001) },
  { ...valid, questionTextHindi: 5 },
  { ...valid, imageUrl: 5 },
  { ...valid, optionCImageUrl: 'ftp://example.com/a.png' },
  { ...valid, marks: 'two' },
  { ...valid, marks: -1 },
  { ...valid, negativeMarks: 101 },
  { ...valid, marks: 0.3 },
  { ...valid, section: 'PHYSICS' },
  { ...valid, difficulty: 'HARDER' },
  { ...valid, correctAnswer: 'E' },
  { ...valid, topicTags: 'x'.repeat(81) },
  { ...valid, topicTags: Array.from({ length: 21 }, (_, i) => `tag${i}`) },
];

function reasons(): string[] {
  return BAD_ROWS.flatMap((row) => {
    const parsed = questionInput.safeParse(row);
    if (parsed.success) throw new Error(`expected ${JSON.stringify(row).slice(0, 80)} to be refused`);
    return parsed.error.issues.map((issue) => issue.message);
  });
}

describe('rowReason', () => {
  it('knows every sentence the question schema gives for a bad row', () => {
    const all = reasons();
    expect(all.length).toBeGreaterThanOrEqual(BAD_ROWS.length);
    expect(all.filter((reason) => !isKnownRowReason(reason))).toEqual([]);
  });

  it('shows each in English word for word', async () => {
    await showInterfaceIn('en');
    for (const reason of reasons()) expect(rowReason(translate, reason)).toBe(reason);
  });

  it('shows each in Hindi, the column name and values kept', async () => {
    await showInterfaceIn('hi');
    expect(rowReason(translate, 'questionTextEnglish is required')).toBe('questionTextEnglish आवश्यक है');
    expect(rowReason(translate, 'correctAnswer must be one of A, B, C, D')).toBe(
      'correctAnswer इनमें से एक होना चाहिए: A, B, C, D',
    );
    for (const reason of reasons()) {
      const shown = rowReason(translate, reason);
      expect(shown).toMatch(/[\u0900-\u097F]/);
      expect(shown).not.toBe(reason);
    }
  });

  it('shows a sentence it does not know as it came', async () => {
    await showInterfaceIn('hi');
    expect(rowReason(translate, 'Something new went wrong')).toBe('Something new went wrong');
  });
});
