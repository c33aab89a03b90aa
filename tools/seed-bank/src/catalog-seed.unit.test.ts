import { contentHashOf } from '@ssc/catalog';
import { DIFFICULTIES, MAIN_SECTIONS, questionInput } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { buildSeedCatalog } from './catalog-seed';
import { optionsOf } from './question-options';

const { questions } = buildSeedCatalog();
const MINIMUM: Record<(typeof MAIN_SECTIONS)[number], number> = {
  QUANTITATIVE_APTITUDE: 350,
  GENERAL_INTELLIGENCE: 350,
  ENGLISH_COMPREHENSION: 250,
  GENERAL_AWARENESS: 250,
};

describe('seed question bank', () => {
  it('passes the question contract unchanged', () => {
    for (const { id, ...q } of questions) {
      expect(id).toMatch(/^seed-[0-9a-f]{24}$/);
      expect(questionInput.parse(q), q.questionTextEnglish).toEqual(q);
    }
  });

  it('has at least 1,200 questions and the minimum for each section', () => {
    expect(questions.length).toBeGreaterThanOrEqual(1200);
    for (const section of MAIN_SECTIONS) {
      expect(questions.filter((q) => q.section === section).length, section).toBeGreaterThanOrEqual(
        MINIMUM[section],
      );
    }
  });

  it('has easy, medium and hard questions in every section', () => {
    for (const section of MAIN_SECTIONS) {
      for (const level of DIFFICULTIES) {
        const n = questions.filter((q) => q.section === section && q.difficulty === level).length;
        expect(n, `${section} ${level}`).toBeGreaterThanOrEqual(30);
      }
    }
  });

  it('gives every question four distinct options in English and in Hindi', () => {
    for (const q of questions) {
      for (const lang of ['English', 'Hindi'] as const) {
        const opts = optionsOf(q, lang).map((o) => o.trim().toLowerCase());
        expect(
          opts.every((o) => o.length > 0),
          q.questionTextEnglish,
        ).toBe(true);
        expect(new Set(opts).size, `${lang}: ${q.questionTextEnglish}`).toBe(4);
      }
    }
  });

  it('fills the Hindi question and both explanations, with a topic on every question', () => {
    for (const q of questions) {
      expect(q.questionTextHindi?.trim(), q.questionTextEnglish).toBeTruthy();
      expect(q.explanationEnglish?.trim(), q.questionTextEnglish).toBeTruthy();
      expect(q.explanationHindi?.trim(), q.questionTextEnglish).toBeTruthy();
      expect(q.topicTags.length, q.questionTextEnglish).toBeGreaterThan(0);
    }
  });

  it('contains no placeholder or broken text', () => {
    const bad = /[Ll]orem|[Ii]psum|undefined|\bNaN\b|\[object|\bnull\b|Infinity|TODO/;
    for (const q of questions) {
      const text = [
        q.questionTextEnglish,
        q.questionTextHindi,
        ...optionsOf(q),
        ...optionsOf(q, 'Hindi'),
        q.explanationEnglish,
        q.explanationHindi,
      ].join(' ');
      expect(text, q.questionTextEnglish).not.toMatch(bad);
    }
  });

  it('has unique ids and unique content (the database refuses repeated content hashes)', () => {
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
    expect(new Set(questions.map((q) => contentHashOf(q))).size).toBe(questions.length);
    const stemAndOptions = (q: (typeof questions)[number]) =>
      [q.questionTextEnglish, ...optionsOf(q)].join('|');
    expect(new Set(questions.map(stemAndOptions)).size).toBe(questions.length);
  });

  it('spreads correct answers over all four letters', () => {
    for (const letter of ['A', 'B', 'C', 'D']) {
      const share = questions.filter((q) => q.correctAnswer === letter).length / questions.length;
      expect(share, letter).toBeGreaterThan(0.15);
    }
  });

  it('is identical on every build', () => {
    expect(buildSeedCatalog()).toEqual(buildSeedCatalog());
  });
});
