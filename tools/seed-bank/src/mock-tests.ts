import {
  EXAM_TYPES,
  type ExamType,
  MAIN_SECTIONS,
  SECTION_LABELS,
  type TestInput,
  type TestType,
} from '@ssc/contracts';
import {
  CHAPTER_QUESTIONS,
  EXAM_PATTERNS,
  type ExamPattern,
  MIN_CHAPTER_QUESTIONS,
  MINI_QUIZ_MIX,
  PAPERS_PER_EXAM,
  QUESTIONS_PER_SECTION,
} from './exam-patterns';
import { buildPatternTests } from './pattern-tests';
import { rngFor } from './prng';
import type { MainSection, SeedQuestion } from './question-draft';
import { describe } from './test-descriptions';

export type SeedTest = TestInput & { id: string };

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Hands out questions of one section in a shuffled order, wrapping round when used up, so
 * consecutive papers of an exam share as few questions as the bank allows.
 */
function deck(name: string, questions: SeedQuestion[]) {
  const order = rngFor(name).shuffle(questions.map((q) => q.id));
  let cursor = 0;
  return (count: number): string[] => {
    if (order.length < count) throw new Error(`${name}: only ${order.length} questions for ${count}`);
    const out: string[] = [];
    for (let i = 0; i < count; i++) out.push(order[(cursor + i) % order.length] as string);
    cursor = (cursor + count) % order.length;
    return out;
  };
}

function testOf(
  exam: ExamType,
  pattern: ExamPattern,
  type: TestType,
  id: string,
  title: string,
  description: string,
  section: MainSection | null,
  questionIds: string[],
): SeedTest {
  return {
    id: `seed-test-${id}`,
    title,
    description,
    testType: type,
    examType: exam,
    section,
    sections: section ? [section] : [...MAIN_SECTIONS],
    durationMinutes: pattern.minutes[type],
    totalQuestions: questionIds.length,
    marksPerQuestion: pattern.marksPerQuestion,
    negativeMarks: pattern.negativeMarks,
    totalMarks: questionIds.length * pattern.marksPerQuestion,
    questionIds,
    mode: 'PRACTICE',
    sectionTimings: [],
    sectionMarking: [],
    evaluateAnsweredAndMarked: true,
  };
}

/** Chapters (first topic tag) of a section, in the order they first appear in the bank. */
function chaptersOf(questions: SeedQuestion[], section: MainSection): Map<string, SeedQuestion[]> {
  const chapters = new Map<string, SeedQuestion[]>();
  for (const q of questions) {
    const topic = q.topicTags[0];
    if (q.section !== section || !topic) continue;
    chapters.set(topic, [...(chapters.get(topic) ?? []), q]);
  }
  return new Map([...chapters].filter(([, qs]) => qs.length >= MIN_CHAPTER_QUESTIONS));
}

function examTests(exam: ExamType, examIndex: number, questions: SeedQuestion[]): SeedTest[] {
  const pattern = EXAM_PATTERNS[exam];
  const e = slug(pattern.label.replace('SSC ', ''));
  const allowed = new Set(pattern.difficulties);
  const decks = new Map(
    MAIN_SECTIONS.map((s) => [
      s,
      deck(
        `tests/${exam}/${s}`,
        questions.filter((q) => q.section === s && allowed.has(q.difficulty)),
      ),
    ]),
  );
  const draw = (s: MainSection, n: number) => (decks.get(s) as (count: number) => string[])(n);
  const paper = () => MAIN_SECTIONS.flatMap((s) => draw(s, QUESTIONS_PER_SECTION));
  const tests: SeedTest[] = [];
  const add = (
    type: TestType,
    id: string,
    title: string,
    n: number,
    section: MainSection | null,
    ids: string[],
    chapter?: { topic: string; questions: number },
  ) =>
    tests.push(
      testOf(exam, pattern, type, id, title, describe(type, n, pattern, section, chapter), section, ids),
    );

  for (let n = 1; n <= PAPERS_PER_EXAM.fullLength; n++) {
    add('FULL_LENGTH', `${e}-full-length-${n}`, `${pattern.paper} Full Mock Test ${n}`, n, null, paper());
  }
  for (let n = 1; n <= PAPERS_PER_EXAM.previousYear; n++) {
    const title = `${pattern.paper} Practice Paper (Previous Year Pattern) – Set ${n}`;
    add('PREVIOUS_YEAR', `${e}-previous-year-${n}`, title, n, null, paper());
  }
  for (const s of MAIN_SECTIONS) {
    for (let n = 1; n <= PAPERS_PER_EXAM.sectionalPerSection; n++) {
      const title = `${SECTION_LABELS[s]} – Sectional Test ${n} (${pattern.label})`;
      add('SECTIONAL', `${e}-sectional-${slug(s)}-${n}`, title, n, s, draw(s, QUESTIONS_PER_SECTION));
    }
  }
  const perSection: Record<MainSection, number> = {
    QUANTITATIVE_APTITUDE: pattern.chapters.quant,
    GENERAL_INTELLIGENCE: pattern.chapters.reasoning,
    ENGLISH_COMPREHENSION: pattern.chapters.english,
    GENERAL_AWARENESS: pattern.chapters.awareness,
  };
  for (const s of MAIN_SECTIONS) {
    const chapters = [...chaptersOf(questions, s)];
    const k = Math.min(perSection[s], chapters.length);
    // Each exam starts further along the chapter list, so together they cover every chapter.
    for (let i = 0; i < k; i++) {
      const [topic, pool] = chapters[(examIndex * k + i) % chapters.length] as [string, SeedQuestion[]];
      const rng = rngFor(`tests/${exam}/chapter/${topic}`);
      const preferred = rng.shuffle(pool.filter((q) => allowed.has(q.difficulty)));
      const rest = rng.shuffle(pool.filter((q) => !allowed.has(q.difficulty)));
      const ids = [...preferred, ...rest].slice(0, CHAPTER_QUESTIONS).map((q) => q.id);
      add(
        'CHAPTER_WISE',
        `${e}-chapter-${slug(topic)}`,
        `${topic} – Chapter Test (${pattern.label})`,
        i + 1,
        s,
        ids,
        {
          topic,
          questions: ids.length,
        },
      );
    }
  }
  for (let n = 1; n <= PAPERS_PER_EXAM.miniQuiz; n++) {
    const ids = MAIN_SECTIONS.flatMap((s, i) => draw(s, MINI_QUIZ_MIX[i] as number));
    add('MINI_QUIZ', `${e}-mini-quiz-${n}`, `${pattern.label} Daily Mini Quiz ${n}`, n, null, ids);
  }
  return tests;
}

/** Every mock test of the seed: the practice papers of all three exams, then one per real exam pattern. */
export const buildSeedTests = (questions: SeedQuestion[]): SeedTest[] => [
  ...EXAM_TYPES.flatMap((exam, i) => examTests(exam, i, questions)),
  ...buildPatternTests(questions),
];
