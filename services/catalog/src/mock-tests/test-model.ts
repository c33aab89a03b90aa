import type { TestInput } from '@ssc/contracts';
import { type Connection, type Model, Schema } from 'mongoose';

/**
 * A mock test. `questionIds` is the ordered list; `questionSections` mirrors it with each
 * question's section so listing and section summaries never need a join (FerretDB has no
 * $lookup). Attempts snapshot a test when they start, so edits never change started attempts.
 */
type ExamRuleFields = 'mode' | 'sectionTimings' | 'sectionMarking' | 'evaluateAnsweredAndMarked';

export type TestDoc = Omit<TestInput, 'description' | 'section' | ExamRuleFields> & {
  /** The real exam's fields; tests stored before them have none (test-views.ts reads the defaults). */
} & Partial<Pick<TestInput, ExamRuleFields>> & {
    _id: string;
    description: string | null;
    section: TestInput['section'];
    questionSections: string[];
    /** A personal test (the mistake deck's mini-mock): only this user is offered it. */
    ownerId?: string;
    /** Students may not read the paper before this (a live mock's start); set by the attempts service. */
    opensAt?: Date | null;
    createdAt: Date;
    updatedAt: Date;
  };

const testSchema = new Schema<TestDoc>(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    description: { type: String, default: null },
    testType: { type: String, required: true, index: true },
    examType: { type: String, required: true, index: true },
    section: { type: String, default: null },
    sections: { type: [String], default: [] },
    durationMinutes: { type: Number, required: true },
    totalQuestions: { type: Number, required: true },
    marksPerQuestion: { type: Number, required: true },
    negativeMarks: { type: Number, required: true },
    totalMarks: { type: Number, required: true },
    questionIds: { type: [String], required: true, index: true },
    questionSections: { type: [String], required: true },
    // How it is sat, its timed blocks and per-section marks (absent on older tests).
    mode: { type: String, default: 'PRACTICE' },
    sectionTimings: {
      type: [
        {
          _id: false,
          section: String,
          durationMinutes: Number,
          sections: { type: [String], default: undefined },
        },
      ],
      default: [],
    },
    sectionMarking: {
      type: [{ _id: false, section: String, marksPerQuestion: Number, negativeMarks: Number }],
      default: [],
    },
    evaluateAnsweredAndMarked: { type: Boolean, default: true },
    opensAt: { type: Date, default: null },
    ownerId: { type: String, default: undefined },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'tests', versionKey: false, autoIndex: false },
);

export type TestModel = Model<TestDoc>;

export function testModel(connection: Connection): TestModel {
  return (connection.models.Test as TestModel | undefined) ?? connection.model<TestDoc>('Test', testSchema);
}

/**
 * Personal tests (the mistake deck's generated mini-mocks), one per request, in a collection of
 * their own: the tests every student lists stay few, however many of these pile up.
 */
export function personalTestModel(connection: Connection): TestModel {
  return (
    (connection.models.PersonalTest as TestModel | undefined) ??
    connection.model<TestDoc>('PersonalTest', testSchema.clone().set('collection', 'personal_tests'))
  );
}
