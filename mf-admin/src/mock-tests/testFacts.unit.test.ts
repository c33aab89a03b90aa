import { beforeAll, describe, expect, it } from 'vitest';
import { showInterfaceIn, translate } from '../i18n/interfaceLanguage';
import { testFacts } from './testFacts';

describe('testFacts', () => {
  beforeAll(() => showInterfaceIn('en'));

  it('says "1 question" and "1 mark", and plurals otherwise', () => {
    expect(
      testFacts(
        {
          totalQuestions: 1,
          durationMinutes: 10,
          totalMarks: 1,
          marksPerQuestion: 1,
          negativeMarks: 0.25,
        },
        translate,
      ),
    ).toBe('1 question · 10 min · 1 mark · 1 per question, −0.25 per wrong answer');
    expect(
      testFacts(
        {
          totalQuestions: 2,
          durationMinutes: 15,
          totalMarks: 4,
          marksPerQuestion: 2,
          negativeMarks: 0.5,
        },
        translate,
      ),
    ).toBe('2 questions · 15 min · 4 marks · 2 per question, −0.5 per wrong answer');
  });
});
