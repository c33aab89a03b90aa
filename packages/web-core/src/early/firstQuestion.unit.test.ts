import { describe, expect, it } from 'vitest';
import { firstQuestionView, formatHms, NO_QUESTION_TEXT, parseLanguage, pickText } from './firstQuestion';

const untouched = (questionId: string) => ({
  questionId,
  selectedAnswer: null,
  attemptStatus: 'NOT_ATTEMPTED',
  timeSpent: 0,
});

/** An attempt as GET /api/test-attempts/{id} answers it right after the start. */
const freshAttempt = (over: Record<string, unknown> = {}) => ({
  id: 'a1',
  testId: 't1',
  status: 'IN_PROGRESS',
  isCompleted: false,
  deadline: '2026-01-01T11:00:00.000Z',
  serverNow: '2026-01-01T10:00:00.500Z',
  compensatoryMinutes: 0,
  sectionDeadlines: [],
  lastActiveQuestionIndex: 0,
  lastActiveSection: null,
  lastActiveAt: null,
  test: { title: 'SSC CGL Mock 1', testType: 'FULL_LENGTH' },
  questions: [
    { questionId: 'q2', section: 'QUANTITATIVE_APTITUDE' },
    { questionId: 'q1', section: 'GENERAL_AWARENESS' },
  ],
  questionAttempts: [untouched('q2'), untouched('q1')],
  ...over,
});

/** The test's questions as GET /api/test-questions/{testId} lists them (in the test's order). */
const questions = [
  {
    id: 'q1',
    section: 'GENERAL_AWARENESS',
    questionTextEnglish: 'Capital of India?',
    questionTextHindi: null,
  },
  {
    id: 'q2',
    section: 'QUANTITATIVE_APTITUDE',
    questionTextEnglish: 'What is 2 + 2?',
    questionTextHindi: '2 + 2 कितना है?',
  },
];

describe('firstQuestionView', () => {
  it("is the attempt's first frozen question, in English by default, with the header's facts", () => {
    expect(firstQuestionView(freshAttempt(), questions, '')).toEqual({
      questionId: 'q2',
      text: 'What is 2 + 2?',
      language: 'english',
      showLanguage: true,
      title: 'SSC CGL Mock 1',
      total: 2,
      sectionLabel: 'Quantitative Aptitude',
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      secondsLeft: 3599,
    });
  });

  it("carries the card's marks: the test's, or its section's own", () => {
    const marked = freshAttempt({
      test: {
        title: 'MTS',
        testType: 'FULL_LENGTH',
        marksPerQuestion: 3,
        negativeMarks: 1,
        sectionMarking: [{ section: 'QUANTITATIVE_APTITUDE', marksPerQuestion: 3, negativeMarks: 0 }],
      },
    });
    expect(firstQuestionView(marked, questions, '')).toMatchObject({ marksPerQuestion: 3, negativeMarks: 0 });
  });

  it('follows ?lang= as the exam screen does, English where the Hindi text is blank', () => {
    expect(firstQuestionView(freshAttempt(), questions, '?lang=hindi')?.text).toBe('2 + 2 कितना है?');
    const blankHindi = [{ ...questions[1], questionTextHindi: '  ' }];
    expect(firstQuestionView(freshAttempt(), blankHindi, '?lang=hindi')).toMatchObject({
      text: 'What is 2 + 2?',
      language: 'hindi',
    });
  });

  it('keeps the English comprehension section in English, without the language toggle', () => {
    const attempt = freshAttempt({
      questions: [{ questionId: 'q2', section: 'ENGLISH_COMPREHENSION' }],
      questionAttempts: [untouched('q2')],
    });
    expect(firstQuestionView(attempt, questions, '?lang=hindi')).toMatchObject({
      text: 'What is 2 + 2?',
      language: 'english',
      showLanguage: false,
      sectionLabel: null,
    });
  });

  it('says what the card says for a question without text, and leaves markup as plain text', () => {
    const noText = [{ id: 'q2', questionTextEnglish: '', questionTextHindi: null }];
    expect(firstQuestionView(freshAttempt(), noText, '')?.text).toBe(NO_QUESTION_TEXT);
    const markup = [{ id: 'q2', questionTextEnglish: '<img src=x onerror=alert(1)>' }];
    expect(firstQuestionView(freshAttempt(), markup, '')?.text).toBe('<img src=x onerror=alert(1)>');
  });

  it('has no section badge for a test in one section or of another type', () => {
    const oneSection = freshAttempt({
      questions: [
        { questionId: 'q2', section: 'REASONING' },
        { questionId: 'q1', section: 'REASONING' },
      ],
    });
    expect(firstQuestionView(oneSection, questions, '')?.sectionLabel).toBeNull();
    const topicTest = freshAttempt({ test: { title: 'Topic', testType: 'TOPIC_WISE' } });
    expect(firstQuestionView(topicTest, questions, '')?.sectionLabel).toBeNull();
  });

  it('is nothing for an attempt that opens elsewhere or looks different', () => {
    const cases = {
      finished: { isCompleted: true, status: 'SUBMITTED' },
      opened: { lastActiveAt: '2026-01-01T10:05:00.000Z', lastActiveQuestionIndex: 1 },
      inASection: { lastActiveSection: 'GENERAL_AWARENESS' },
      timedBlocks: { sectionDeadlines: [{ sections: ['REASONING'], opensAt: 'x', deadline: 'y' }] },
      extraMinutes: { compensatoryMinutes: 20 },
      answered: {
        questionAttempts: [{ ...untouched('q2'), selectedAnswer: 'A', attemptStatus: 'ANSWERED' }],
      },
      marked: { questionAttempts: [{ ...untouched('q2'), attemptStatus: 'MARKED_FOR_REVIEW' }] },
      noQuestions: { questions: [], questionAttempts: [] },
      noDeadline: { deadline: null },
    };
    for (const [name, over] of Object.entries(cases)) {
      expect(firstQuestionView(freshAttempt(over), questions, ''), name).toBeNull();
    }
    expect(firstQuestionView(freshAttempt(), [questions[0]], ''), 'first question missing').toBeNull();
    expect(firstQuestionView(null, questions, '')).toBeNull();
    expect(firstQuestionView(freshAttempt(), { questions }, '')).toBeNull();
  });
});

describe('question language', () => {
  it('reads ?lang= as english unless it says hindi, and picks text field by field', () => {
    expect(parseLanguage(' HINDI ')).toBe('hindi');
    expect(parseLanguage('tamil')).toBe('english');
    expect(pickText('Hello', 'नमस्ते', 'hindi')).toBe('नमस्ते');
    expect(pickText('Hello', '', 'hindi')).toBe('Hello');
    expect(pickText('', null, 'english')).toBeNull();
  });
});

describe('formatHms', () => {
  it('counts hours, minutes and seconds as the exam header does', () => {
    expect(formatHms(3599)).toBe('00:59:59');
    expect(formatHms(7325.9)).toBe('02:02:05');
    expect(formatHms(-3)).toBe('00:00:00');
  });
});
