import { adminTest, test as testSchema } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import type { TestDoc } from './test-model';
import { newestTestFirst, testEventData, toAdminTest, toTest } from './test-views';

const doc = (overrides: Partial<TestDoc> = {}): TestDoc => ({
  _id: 't1',
  title: 'SSC CGL Mock 1',
  description: null,
  testType: 'FULL_LENGTH',
  examType: 'SSC_CGL',
  section: null,
  sections: ['QUANTITATIVE_APTITUDE'],
  durationMinutes: 60,
  totalQuestions: 1,
  marksPerQuestion: 2,
  negativeMarks: 0.5,
  totalMarks: 2,
  questionIds: ['q1'],
  questionSections: ['QUANTITATIVE_APTITUDE'],
  createdAt: new Date('2025-01-01T00:00:00Z'),
  updatedAt: new Date('2025-01-02T00:00:00Z'),
  ...overrides,
});

describe('test views', () => {
  it('gives students the contract fields, both spellings of title and negative marks, no question ids', () => {
    const view = toTest(doc());
    expect(testSchema.strict().parse(view)).toEqual(view);
    expect(view).toMatchObject({ id: 't1', testTitle: 'SSC CGL Mock 1', negativeMarking: 0.5 });
    expect(view).not.toHaveProperty('questionIds');
  });

  it('counts the questions of each section in paper order', () => {
    const view = toTest(
      doc({
        questionSections: [
          'QUANTITATIVE_APTITUDE',
          'GENERAL_INTELLIGENCE',
          'QUANTITATIVE_APTITUDE',
          'GENERAL_AWARENESS',
        ],
      }),
    );
    expect(view.questionsPerSection).toEqual([
      { section: 'QUANTITATIVE_APTITUDE', questions: 2 },
      { section: 'GENERAL_INTELLIGENCE', questions: 1 },
      { section: 'GENERAL_AWARENESS', questions: 1 },
    ]);
  });

  it('gives admins the ordered question ids, and events the sections as well', () => {
    expect(adminTest.strict().parse(toAdminTest(doc()))).toMatchObject({ questionIds: ['q1'] });
    expect(testEventData(doc())).toMatchObject({
      questionIds: ['q1'],
      questionSections: ['QUANTITATIVE_APTITUDE'],
    });
  });

  it('orders newest first, then by id', () => {
    const older = doc({ _id: 'a', createdAt: new Date(1) });
    const newerB = doc({ _id: 'b', createdAt: new Date(2) });
    const newerA = doc({ _id: 'a2', createdAt: new Date(2) });
    expect([older, newerB, newerA].sort(newestTestFirst).map((t) => t._id)).toEqual(['a2', 'b', 'a']);
  });
});
