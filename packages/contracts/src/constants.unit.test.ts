import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ANSWERS,
  ATTEMPT_STATUSES,
  attemptStatus,
  DIFFICULTIES,
  difficulty,
  EXAM_TYPES,
  examType,
  MAIN_SECTIONS,
  REPORT_REASONS,
  recordAnswerRequest,
  reportRequest,
  SECTIONS,
  section,
  TEST_TYPES,
  testType,
} from './index';

describe('@ssc/contracts/constants', () => {
  it('imports nothing, so a browser bundle takes it without zod', () => {
    const source = readFileSync(new URL('./constants.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^\s*(import|export\s+\*|export\s+\{[^}]*\}\s+from)\b/m);
  });

  it('is what the schemas are built from', () => {
    expect(section.options).toEqual([...SECTIONS]);
    expect(SECTIONS.slice(0, MAIN_SECTIONS.length)).toEqual([...MAIN_SECTIONS]);
    expect(difficulty.options).toEqual([...DIFFICULTIES]);
    expect(testType.options).toEqual([...TEST_TYPES]);
    expect(examType.options).toEqual([...EXAM_TYPES]);
    expect(attemptStatus.options).toEqual([...ATTEMPT_STATUSES]);
    expect(reportRequest.shape.reason.options).toEqual([...REPORT_REASONS]);
    expect(ANSWERS).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('answer writes at the API', () => {
  it('take the app’s camelCase as it is and the spec’s snake_case alike', () => {
    const camel = { testAttemptId: 'a1', questionId: 'q1', selectedAnswer: 'B', clientTs: 5, timeSpent: 3 };
    const snake = {
      test_attempt_id: 'a1',
      question_id: 'q1',
      selected_answer: 'B',
      client_ts: 5,
      time_spent: 3,
    };
    expect(recordAnswerRequest.parse(snake)).toEqual(recordAnswerRequest.parse(camel));
    expect(recordAnswerRequest.parse(camel)).toMatchObject(camel);
  });
});
