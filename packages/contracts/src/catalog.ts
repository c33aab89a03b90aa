import { z } from 'zod';
import {
  ADMIN_TESTS_MAX_LIMIT,
  ANSWERS,
  DIFFICULTIES,
  EXAM_TYPES,
  MAIN_SECTIONS,
  SECTIONS,
  TEST_MODES,
  TEST_TYPES,
} from './constants';
import { examType } from './enums';
import { errorBody } from './errors';
import { NOT_BLANK, SPACE_CLASS } from './text-rules';
import { parseTopicTags } from './topic-tags';

export const section = z.enum(SECTIONS, { error: `section must be one of ${SECTIONS.join(', ')}` });
export type Section = z.infer<typeof section>;

export const difficulty = z.enum(DIFFICULTIES, { error: 'difficulty must be one of EASY, MEDIUM, HARD' });
export type Difficulty = z.infer<typeof difficulty>;

export const testType = z.enum(TEST_TYPES, { error: `testType must be one of ${TEST_TYPES.join(', ')}` });
export type TestType = z.infer<typeof testType>;

export const answer = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(ANSWERS, { error: 'correctAnswer must be one of A, B, C, D' }),
);
export type Answer = z.infer<typeof answer>;

/** Text that must say something: blank text is as missing (the pattern tells API clients so). */
const required = (field: string, max = 5000) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .regex(NOT_BLANK, `${field} is required`)
    .max(max, `${field} is too long (max ${max} characters)`);
/**
 * Optional fields arrive as text, '' or null and are always stored and answered as text or
 * null. The trailing `.pipe` states that output type, so the stored question can be described
 * exactly (a transform alone is opaque to the OpenAPI document generated from these schemas).
 */
const optionalText = (field: string, max = 5000) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `${field} is too long (max ${max} characters)`)
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.string().nullable());
/** Blank (none), or a stored image (`/media/...`) or a web address, white space around allowed. */
const IMAGE_URL = new RegExp(`^[${SPACE_CLASS}]*(?:(?:/media/|https?://)[\\s\\S]*)?$`);
const imageUrl = (field: string) =>
  z
    .string({ error: `${field} must be a URL` })
    .regex(IMAGE_URL, `${field} must be an image URL`)
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.string().nullable());
/**
 * Marks: a JSON number, as the API document says (a CSV row's text cells are read as numbers
 * before they come here: catalog's import).
 */
const marksNumber = (field: string, max = 100) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `${field} cannot be negative`)
    .max(max, `${field} must be at most ${max}`)
    .multipleOf(0.25, `${field} must be in steps of 0.25`);

/** Blank, or a difficulty in any case with white space around it. */
const anyCase = (word: string) => [...word].map((c) => `[${c.toUpperCase()}${c.toLowerCase()}]`).join('');
const DIFFICULTY_AS_TYPED = new RegExp(
  `^(?:|[${SPACE_CLASS}]*(?:${DIFFICULTIES.map(anyCase).join('|')})[${SPACE_CLASS}]*)$`,
);

/** Question form, CSV row and API body: one schema (spec section 5). */
export const questionInput = z.object({
  // Absent, null or blank (a form or CSV may leave it out): GENERAL.
  section: z
    .enum(['', ...SECTIONS], { error: `section must be one of ${SECTIONS.join(', ')}` })
    .nullish()
    .transform((v) => v || 'GENERAL')
    .pipe(section),
  questionTextEnglish: required('questionTextEnglish'),
  questionTextHindi: optionalText('questionTextHindi'),
  imageUrl: imageUrl('imageUrl'),
  optionAEnglish: required('optionAEnglish', 1000),
  optionBEnglish: required('optionBEnglish', 1000),
  optionCEnglish: required('optionCEnglish', 1000),
  optionDEnglish: required('optionDEnglish', 1000),
  optionAHindi: optionalText('optionAHindi', 1000),
  optionBHindi: optionalText('optionBHindi', 1000),
  optionCHindi: optionalText('optionCHindi', 1000),
  optionDHindi: optionalText('optionDHindi', 1000),
  optionAImageUrl: imageUrl('optionAImageUrl'),
  optionBImageUrl: imageUrl('optionBImageUrl'),
  optionCImageUrl: imageUrl('optionCImageUrl'),
  optionDImageUrl: imageUrl('optionDImageUrl'),
  correctAnswer: answer,
  explanationEnglish: optionalText('explanationEnglish', 10000),
  explanationHindi: optionalText('explanationHindi', 10000),
  // Absent, null or blank: MEDIUM; any case, white space around it allowed (a CSV cell).
  difficulty: z
    .string({ error: 'difficulty must be one of EASY, MEDIUM, HARD' })
    .regex(DIFFICULTY_AS_TYPED, 'difficulty must be one of EASY, MEDIUM, HARD')
    .nullish()
    .transform((v) => (v ? v.trim().toUpperCase() : 'MEDIUM'))
    .pipe(difficulty),
  // Optional on input (a form or CSV may leave it out); always a list on output.
  topicTags: z
    .unknown()
    .optional()
    .transform((v) => parseTopicTags(v))
    .pipe(
      z
        .array(z.string().max(80, 'each topic tag must be at most 80 characters'))
        .max(20, 'at most 20 topic tags'),
    ),
  /** Per-question marks from the CSV template; tests set the marking scheme. */
  marks: marksNumber('marks')
    .nullish()
    .transform((v) => v ?? null)
    .pipe(z.number().nullable()),
  negativeMarks: marksNumber('negativeMarks')
    .nullish()
    .transform((v) => v ?? null)
    .pipe(z.number().nullable()),
});
export type QuestionInput = z.infer<typeof questionInput>;

/** Form-only extras (spec section 3): optionally add the new question to a test. */
export const createQuestionRequest = questionInput
  .extend({
    addToTest: z.boolean().optional(),
    targetTestId: z.string().optional(),
  })
  .meta({
    // Adding to a test names the test (question-writes.ts).
    anyOf: [
      { properties: { addToTest: { const: false } } },
      { properties: { addToTest: false } },
      { properties: { targetTestId: { minLength: 1 } }, required: ['addToTest', 'targetTestId'] },
    ],
  });
export type CreateQuestionRequest = z.infer<typeof createQuestionRequest>;

export const question = questionInput.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Question = z.infer<typeof question>;

/** What students get before submitting: never the answer or the explanations. */
export const studentQuestion = question.omit({
  correctAnswer: true,
  explanationEnglish: true,
  explanationHindi: true,
  createdAt: true,
  updatedAt: true,
});
export type StudentQuestion = z.infer<typeof studentQuestion>;

const int = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(max, `${field} must be at most ${max}`);

export const testMode = z.enum(TEST_MODES, { error: `mode must be one of ${TEST_MODES.join(', ')}` });
export type TestMode = z.infer<typeof testMode>;

/**
 * A timed block of a test (exam-rules.ts): `section` names it, `sections` lists every
 * subject it holds when more than one. Blocks open in order and close on their own.
 */
export const sectionTiming = z
  .object({
    section,
    durationMinutes: int('durationMinutes', 1, 600),
    sections: z.array(section).max(6).optional(),
  })
  .meta({
    // The service's rule, as the API document states it: a block lists its own section.
    anyOf: SECTIONS.map((s) => ({
      properties: {
        section: { const: s },
        sections: { anyOf: [{ maxItems: 0 }, { contains: { const: s } }] },
      },
    })),
  });
export type SectionTimingInput = z.infer<typeof sectionTiming>;

/** Marks for the questions of one section, overriding the test's. */
export const sectionMarking = z.object({
  section,
  marksPerQuestion: marksNumber('marksPerQuestion').gt(0, 'marksPerQuestion must be above 0'),
  negativeMarks: marksNumber('negativeMarks'),
});
export type SectionMarking = z.infer<typeof sectionMarking>;

/**
 * The rules of a test's body that JSON Schema cannot state, for the API document; the service
 * checks them (400) with those it can (a block lists its own section, a full-length test lists
 * the four main sections, no question twice), and answers 409 where the body disagrees with the
 * bank rather than with itself.
 */
const TEST_RULES = [
  'Also checked: as many questionIds as totalQuestions; with sectionTimings, the blocks last durationMinutes in all and no section is in two blocks; sectionMarking names a section once.',
  'Against the bank (409): every question exists; a full-length test has questions of the four main sections; with sectionTimings, every question is in a block; with sectionMarking, totalMarks is what the questions carry.',
].join(' ');

/** Admin test create/update body (spec section 3). Cross-field rules are checked by the service. */
export const testInput = z
  .object({
    title: required('title', 200),
    description: optionalText('description', 2000),
    testType,
    examType,
    section: z.preprocess((v) => (v === '' ? null : v), section.nullish()).transform((v) => v ?? null),
    sections: z.array(section).max(5).default([]),
    durationMinutes: int('durationMinutes', 1, 600),
    totalQuestions: int('totalQuestions', 1, 500),
    marksPerQuestion: marksNumber('marksPerQuestion').gt(0, 'marksPerQuestion must be above 0'),
    negativeMarks: marksNumber('negativeMarks'),
    totalMarks: marksNumber('totalMarks', 5000),
    questionIds: z
      .array(z.string().min(1), { error: 'questionIds must be a list of question ids' })
      .min(1, 'Select at least one question')
      .refine((ids) => new Set(ids).size === ids.length, 'questionIds must not repeat a question')
      .meta({ uniqueItems: true }),
    /** The real exam's rules (all optional; absent keeps the spec's behaviour). */
    mode: testMode.default('PRACTICE'),
    sectionTimings: z.array(sectionTiming).max(6).default([]),
    sectionMarking: z.array(sectionMarking).max(6).default([]),
    /** Whether "Answered & Marked for Review" is scored as answered (SSC: yes). */
    evaluateAnsweredAndMarked: z.boolean().default(true),
  })
  .meta({
    description: TEST_RULES,
    // A full-length test lists the four main sections (test-rules.ts).
    anyOf: [
      { properties: { testType: { enum: TEST_TYPES.filter((t) => t !== 'FULL_LENGTH') } } },
      {
        properties: {
          testType: { const: 'FULL_LENGTH' },
          sections: { allOf: MAIN_SECTIONS.map((s) => ({ contains: { const: s } })) },
        },
        required: ['sections'],
      },
    ],
  });
export type TestInput = z.infer<typeof testInput>;

/**
 * A real exam's pattern an admin starts a test from (GET /api/admin/test-templates):
 * the test's fields without its questions, how many questions each section takes, and where the
 * pattern comes from (`note`: where public sources disagree and which reading was kept).
 */
export const testTemplate = testInput.omit({ questionIds: true, section: true }).extend({
  id: z.string(),
  name: z.string(),
  source: z.string(),
  note: z.string().nullable(),
  /** Questions per section, in paper order; their sum is totalQuestions. */
  questionsPerSection: z.array(z.object({ section, questions: z.number().int().min(1) })),
});
export type TestTemplate = z.infer<typeof testTemplate>;

export const test = z.object({
  id: z.string(),
  title: z.string(),
  testTitle: z.string(),
  description: z.string().nullable(),
  testType,
  examType,
  section: section.nullable(),
  sections: z.array(section),
  durationMinutes: z.number(),
  totalQuestions: z.number(),
  totalMarks: z.number(),
  marksPerQuestion: z.number(),
  negativeMarks: z.number(),
  /** The spec reads negative marks under both names. */
  negativeMarking: z.number(),
  mode: testMode,
  /** Empty when the test has one clock. */
  sectionTimings: z.array(sectionTiming),
  sectionMarking: z.array(sectionMarking),
  evaluateAnsweredAndMarked: z.boolean(),
  /** How many of its questions each section has, in paper order (real patterns are uneven). */
  questionsPerSection: z.array(z.object({ section, questions: z.number().int() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Test = z.infer<typeof test>;

/** Admin view adds the ordered question ids. */
export const adminTest = test.extend({ questionIds: z.array(z.string()) });
export type AdminTest = z.infer<typeof adminTest>;

/**
 * GET /api/admin/tests: without `page` and `limit`, every test (pickers such as the live-mock
 * form need them all); with either, that page of the newest-first list. X-Total-Count carries
 * the number of tests in both cases.
 */
export const adminTestsQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be at least 1').optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be at least 1')
    .max(ADMIN_TESTS_MAX_LIMIT, `limit must be at most ${ADMIN_TESTS_MAX_LIMIT}`)
    .optional(),
});
export type AdminTestsQuery = z.infer<typeof adminTestsQuery>;

const emptyToUndefined = (v: unknown) => (v === '' || v === 'all' || v === 'ALL' ? undefined : v);
/** A list filter: one of `values`, or blank / "all" / "ALL" for none (as the admin's selects send it). */
const filterOf = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z
    .enum(['', 'all', 'ALL', ...values], { error: `${field} must be one of ${values.join(', ')}` })
    .optional()
    .transform((v) => (v === '' || v === 'all' || v === 'ALL' ? undefined : (v as T[number] | undefined)));

export const adminQuestionsQuery = z.object({
  page: z.coerce.number().int().min(1, 'page must be at least 1').default(1),
  limit: z.coerce.number().int().min(1).max(1000, 'limit must be at most 1000').default(20),
  section: filterOf('section', SECTIONS),
  difficulty: filterOf('difficulty', DIFFICULTIES),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  topic: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
});
export type AdminQuestionsQuery = z.infer<typeof adminQuestionsQuery>;

export const questionsPage = z.object({
  questions: z.array(question),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type QuestionsPage = z.infer<typeof questionsPage>;

export const questionCountQuery = z.object({
  section: filterOf('section', SECTIONS),
  topicId: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
});
export const questionCount = z.object({ count: z.number().int() });

export const uploadImageResponse = z.object({ imageUrl: z.string() });

/** GET /api/tests/exam/{examType}. */
export const testsByExamParams = z.object({
  examType: z.enum(EXAM_TYPES, { error: `examType must be one of ${EXAM_TYPES.join(', ')}` }),
});

/** GET /api/test-questions/{testId}?ids=a,b: an attempt's frozen question list, comma-separated. */
export const testQuestionsQuery = z.object({
  ids: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((id) => id.trim())
            .filter(Boolean)
        : undefined,
    )
    .pipe(z.array(z.string().max(100)).max(500, 'at most 500 question ids').optional()),
});

/** 409 on a question write whose content is already in the bank. */
export const duplicateQuestionError = errorBody.extend({ existingQuestionId: z.string().nullable() });

/** 409 on deleting a question that tests still use, naming them. */
export const questionInUseError = errorBody.extend({
  tests: z.array(z.object({ id: z.string(), title: z.string() })),
});
