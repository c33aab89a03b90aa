/**
 * The contracts' enum lists, limits and the messages and codes a client acts on, as plain
 * `as const` values: `@ssc/contracts/constants`. This module imports nothing, so a browser bundle
 * takes these values without zod; the zod schemas (the rest of the package) are built from them.
 */

/** Sections of a test (spec section 3); questions without one fall in GENERAL. */
export const MAIN_SECTIONS = [
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'ENGLISH_COMPREHENSION',
  'GENERAL_AWARENESS',
] as const;
/**
 * MAIN_SECTIONS, then COMPUTER_KNOWLEDGE (CGL Tier-2's Computer Knowledge module) and GENERAL.
 * Listed in full rather than spread: a bundle that uses neither list then drops both (index.html's
 * start script, shell/early-start-plugin.mjs, keeps a spread for its possible side effects).
 */
export const SECTIONS = [
  'QUANTITATIVE_APTITUDE',
  'GENERAL_INTELLIGENCE',
  'ENGLISH_COMPREHENSION',
  'GENERAL_AWARENESS',
  'COMPUTER_KNOWLEDGE',
  'GENERAL',
] as const;
export const SECTION_LABELS: Readonly<Record<(typeof SECTIONS)[number], string>> = {
  QUANTITATIVE_APTITUDE: 'Quantitative Aptitude',
  GENERAL_INTELLIGENCE: 'General Intelligence & Reasoning',
  ENGLISH_COMPREHENSION: 'English Comprehension',
  GENERAL_AWARENESS: 'General Awareness',
  COMPUTER_KNOWLEDGE: 'Computer Knowledge',
  GENERAL: 'General',
};

/**
 * How a test is sat: PRACTICE is the spec's screen (the default); CBT is the SSC
 * computer-based test as TCS iON runs it (five palette states, Save & Next, section timers).
 */
export const TEST_MODES = ['PRACTICE', 'CBT'] as const;

/**
 * The real exam's five palette states. Derived from a question's status and whether it was
 * opened (cbt-states.ts); ANSWERED_AND_MARKED is evaluated as answered unless the test's
 * marking scheme says otherwise, MARKED_FOR_REVIEW alone is never evaluated.
 */
export const CBT_STATES = [
  'NOT_VISITED',
  'NOT_ANSWERED',
  'ANSWERED',
  'MARKED_FOR_REVIEW',
  'ANSWERED_AND_MARKED',
] as const;
export const CBT_STATE_LABELS: Readonly<Record<(typeof CBT_STATES)[number], string>> = {
  NOT_VISITED: 'Not Visited',
  NOT_ANSWERED: 'Not Answered',
  ANSWERED: 'Answered',
  MARKED_FOR_REVIEW: 'Marked for Review',
  ANSWERED_AND_MARKED: 'Answered & Marked for Review',
};

/** SSC's compensatory time: 20 minutes for every hour of the test. */
export const COMPENSATORY_MINUTES_PER_HOUR = 20;

export const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'] as const;
export const TEST_TYPES = ['FULL_LENGTH', 'SECTIONAL', 'CHAPTER_WISE', 'PREVIOUS_YEAR', 'MINI_QUIZ'] as const;
export const ANSWERS = ['A', 'B', 'C', 'D'] as const;
export const EXAM_TYPES = ['SSC_CGL', 'SSC_CHSL', 'SSC_MTS'] as const;
export const LANGUAGES = ['ENGLISH', 'HINDI'] as const;
export const ROLES = ['student', 'admin'] as const;

/** Per-question status (spec section 4). */
export const ATTEMPT_STATUSES = [
  'NOT_ATTEMPTED',
  'ANSWERED',
  'MARKED_FOR_REVIEW',
  'ANSWERED_AND_MARKED',
] as const;
export const ATTEMPT_LIFECYCLE = ['IN_PROGRESS', 'SUBMITTED'] as const;
/** Who closed an attempt: the student's button, the screen's timer at zero, or the server's deadline sweep. */
export const SUBMIT_REASONS = ['USER', 'TIMER', 'DEADLINE'] as const;

/** Grade bands by percent of total marks (spec section 9). */
export const GRADES = ['Excellent', 'Good', 'Average', 'Needs Improvement'] as const;
/** "Below cutoff" when a section's marks are under 30 % of its total (spec section 9). */
export const SECTION_CUTOFF_RATIO = 0.3;
/** Result classification (spec section 4). */
export const OUTCOMES = ['correct', 'incorrect', 'unattempted'] as const;

/** Why a student reports a question on the solutions screen. */
export const REPORT_REASONS = [
  'WRONG_ANSWER',
  'WRONG_QUESTION',
  'TYPO',
  'TRANSLATION',
  'IMAGE',
  'OTHER',
] as const;
export const REPORT_REASON_LABELS: Readonly<Record<(typeof REPORT_REASONS)[number], string>> = {
  WRONG_ANSWER: 'The correct answer is wrong',
  WRONG_QUESTION: 'The question or options are wrong',
  TYPO: 'Typo or formatting problem',
  TRANSLATION: 'Hindi translation problem',
  IMAGE: 'Image missing or unclear',
  OTHER: 'Something else',
};

/** Columns of spec section 5; the template adds topicTags, marks and negativeMarks. */
export const CSV_REQUIRED_COLUMNS = [
  'questionTextEnglish',
  'optionAEnglish',
  'optionBEnglish',
  'optionCEnglish',
  'optionDEnglish',
  'correctAnswer',
] as const;
export const CSV_COLUMNS = [
  'questionTextEnglish',
  'questionTextHindi',
  'optionAEnglish',
  'optionBEnglish',
  'optionCEnglish',
  'optionDEnglish',
  'optionAHindi',
  'optionBHindi',
  'optionCHindi',
  'optionDHindi',
  'correctAnswer',
  'section',
  'difficulty',
  'explanationEnglish',
  'explanationHindi',
  'topicTags',
  'marks',
  'negativeMarks',
] as const;
// Written as plain numbers so a bundle that does not use them drops them (esbuild keeps `a * b`).
export const CSV_MAX_BYTES = 10_485_760; // 10 MiB
export const CSV_TOO_LARGE_MESSAGE = 'The CSV file must be smaller than 10 MB';

/** Spec section 9: profile photos and admin images at most 5 MB (JPEG, PNG or WebP). */
export const IMAGE_MAX_BYTES = 5_242_880; // 5 MiB
export const IMAGE_TOO_LARGE_MESSAGE = 'File size must be less than 5MB';

/** Spec section 5/9: password minimum 8, display name minimum 2 (and at most 80). */
export const PASSWORD_MIN = 8;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 80;

/** The admin tests list's pages: 20 tests unless a `limit` (at most 100) says otherwise. */
export const ADMIN_TESTS_PAGE_SIZE = 20;
export const ADMIN_TESTS_MAX_LIMIT = 100;

/** Error codes a client acts on: TOKEN_EXPIRED → refresh and retry; SESSION_ENDED → sign in. */
export const TOKEN_EXPIRED_CODE = 'TOKEN_EXPIRED';
export const SESSION_ENDED_CODE = 'SESSION_ENDED';

/**
 * A live mock's state: SCHEDULED until `startsAt`, LIVE until `endsAt`, then CLOSED
 * (results are released at `resultsReleaseAt`, after the answer grace); CANCELLED by an admin
 * before the start.
 */
export const LIVE_MOCK_STATUSES = ['SCHEDULED', 'LIVE', 'CLOSED', 'CANCELLED'] as const;
/** The waiting room opens this long before the start. */
export const LIVE_MOCK_WAITING_ROOM_MINUTES = 10;
/** The most a late-join limit may be, in minutes. */
export const LIVE_MOCK_MAX_LATE_JOIN_MINUTES = 180;
/** Codes of the live-mock refusals (409) a client acts on. */
export const LIVE_MOCK_CODES = {
  notStarted: 'LIVE_MOCK_NOT_STARTED',
  joinClosed: 'LIVE_MOCK_JOIN_CLOSED',
  registrationClosed: 'LIVE_MOCK_REGISTRATION_CLOSED',
  closed: 'LIVE_MOCK_CLOSED',
  cancelled: 'LIVE_MOCK_CANCELLED',
  alreadyStarted: 'LIVE_MOCK_ALREADY_STARTED',
  testReserved: 'TEST_RESERVED_FOR_LIVE_MOCK',
  /** Scheduling a second live mock of a test whose earlier one has not released its results. */
  testBusy: 'TEST_HAS_LIVE_MOCK',
  /** The catalog: a test's paper is closed to students until its live mock starts. */
  testNotOpen: 'TEST_NOT_OPEN',
  resultsNotReleased: 'RESULTS_NOT_RELEASED',
} as const;

/** The mistake deck (mistake-deck.ts): reviews 1, 3 and 7 days after a mistake. */
export const MISTAKE_DECK_REVIEW_DAYS = [1, 3, 7] as const;
/** Right answers that retire a question from the deck. */
export const MISTAKE_DECK_RETIRE_AFTER = 2;
/** Questions in one generated mini-mock, due ones first. */
export const MISTAKE_MOCK_MAX_QUESTIONS = 20;
export const MISTAKE_DECK_MESSAGES = {
  nothingDue: 'No questions in your mistake deck are due yet',
} as const;

/**
 * 409 code of a write naming what the attempt does not hold (a question, a position past the
 * last): that write is refused, the attempt goes on (the screen's answer queue drops it).
 */
export const NOT_IN_ATTEMPT = 'NOT_IN_ATTEMPT';

/* The answer-key challenge (answer-key.ts, docs/answer-key.md). */

/** Why a student objects, as SSC's challenge form asks. */
export const OBJECTION_REASONS = [
  'WRONG_KEY',
  'MORE_THAN_ONE_CORRECT',
  'NO_CORRECT_OPTION',
  'QUESTION_ERROR',
  'TRANSLATION_ERROR',
] as const;
export type ObjectionReason = (typeof OBJECTION_REASONS)[number];

export const OBJECTION_DETAILS_MAX = 1000;
/** Live mocks take objections for this long after their results' release unless an admin sets another window. */
export const OBJECTION_WINDOW_DEFAULT_HOURS = 72;
/** The longest window an admin may set on a live mock (30 days). */
export const OBJECTION_WINDOW_MAX_HOURS = 30 * 24;

export const ANSWER_KEY_DECISIONS = ['KEEP', 'CHANGE', 'ACCEPT_MULTIPLE', 'DROP', 'DROP_LANGUAGE'] as const;
export type AnswerKeyDecision = (typeof ANSWER_KEY_DECISIONS)[number];

export const OBJECTION_STATUSES = ['OPEN', 'DECIDED'] as const;
export type ObjectionStatus = (typeof OBJECTION_STATUSES)[number];

/**
 * The answer-key objections' refusals (docs/answer-key.md): `code` is what a client acts on, and
 * the English message is the one the interface's `errors.<CODE>` holds.
 */
export const OBJECTION_CODES = {
  /** 409: a live mock's window has passed (or its results are not out yet: RESULTS_NOT_RELEASED). */
  windowClosed: 'OBJECTION_WINDOW_CLOSED',
  /** 409: one objection per question per student per test. */
  exists: 'OBJECTION_EXISTS',
  /** 400: the question is not one of the attempt's. */
  questionNotInAttempt: 'QUESTION_NOT_IN_ATTEMPT',
} as const;
export const OBJECTION_MESSAGES = {
  windowClosed: 'Objections to this test are closed',
  exists: 'You have already objected to this question',
  questionNotInAttempt: 'This question is not in your attempt',
} as const;

/** The answer to every password-reset request: it never says whether the account exists. */
export const FORGOT_PASSWORD_MESSAGE =
  "If an account exists for that email, we've sent a link to reset its password.";
/** How long a reset link works, and the page it opens (the token rides in its query). */
export const PASSWORD_RESET_TTL_MINUTES = 30;
export const PASSWORD_RESET_PATH = '/auth/reset';
/** The 400 a reset link answers once used, after it expired, or when it was never issued. */
export const RESET_LINK_INVALID_CODE = 'RESET_LINK_INVALID';
export const RESET_LINK_INVALID_MESSAGE =
  'This password reset link has expired or has already been used. Ask for a new one.';

/** How long an email-verification link works, and the page it opens (the token rides in its query). */
export const EMAIL_VERIFY_TTL_HOURS = 24;
export const EMAIL_VERIFY_PATH = '/auth/verify';
/** The 400 a verification link answers once used, after it expired, or when it was never issued. */
export const VERIFY_LINK_INVALID_CODE = 'VERIFY_LINK_INVALID';
export const VERIFY_LINK_INVALID_MESSAGE =
  'This verification link has expired or has already been used. Sign in and ask for a new one.';
export const EMAIL_VERIFIED_MESSAGE = 'Your email address is verified.';
export const VERIFICATION_SENT_MESSAGE = 'We have sent a new verification link to your email address.';
export const ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified. No email was sent.';

/**
 * Every `code` an error answer of the platform carries (service-kit's AppError takes only these;
 * the gateway's 429 is RATE_LIMITED). The browser shows a code's message in the interface
 * language (`errors.<CODE>` in the shell's catalogs; a test checks every code has one in each
 * language); the server's English message stays the fallback.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  TOKEN_EXPIRED_CODE,
  SESSION_ENDED_CODE,
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'INTERNAL',
  'SERVICE_UNAVAILABLE',
  NOT_IN_ATTEMPT,
  'SECTION_CLOSED',
  'SECTION_NOT_OPEN',
  'NOTHING_DUE',
  RESET_LINK_INVALID_CODE,
  VERIFY_LINK_INVALID_CODE,
  'LIVE_MOCK_NOT_STARTED',
  'LIVE_MOCK_JOIN_CLOSED',
  'LIVE_MOCK_REGISTRATION_CLOSED',
  'LIVE_MOCK_CLOSED',
  'LIVE_MOCK_CANCELLED',
  'LIVE_MOCK_ALREADY_STARTED',
  'TEST_RESERVED_FOR_LIVE_MOCK',
  'TEST_HAS_LIVE_MOCK',
  'TEST_NOT_OPEN',
  'RESULTS_NOT_RELEASED',
  'OBJECTION_WINDOW_CLOSED',
  'OBJECTION_EXISTS',
  'QUESTION_NOT_IN_ATTEMPT',
  'QUESTION_NOT_IN_TEST',
  'REVISION_NOTE_REQUIRED',
  'REVISION_CHANGE_ANSWER',
  'REVISION_ACCEPT_ANSWERS',
  'REVISION_LANGUAGE_REQUIRED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
// The live-mock codes spelled out above rather than spread from LIVE_MOCK_CODES: a call at the top
// of this module would keep the whole list in index.html's start script, which imports from here.
// This type fails to compile if one of LIVE_MOCK_CODES is missing from the list.
type Holds<T extends true> = T;
export type LiveMockCodesAreErrorCodes = Holds<
  [Exclude<(typeof LIVE_MOCK_CODES)[keyof typeof LIVE_MOCK_CODES], ErrorCode>] extends [never] ? true : false
>;
