import type { QuestionInput } from '@ssc/contracts';
import { type Connection, type Model, Schema } from 'mongoose';

/**
 * One question of the bank. `contentHash` (normalised English text + options + answer) makes
 * imports idempotent: the same question uploaded twice is stored once. `searchText` holds
 * lower-cased English and Hindi text so search is one indexed-field regex on FerretDB
 * (which has no text indexes).
 */
export type QuestionDoc = QuestionInput & {
  _id: string;
  contentHash: string;
  searchText: string;
  createdAt: Date;
  updatedAt: Date;
};

const text = { type: String, default: null };

const questionSchema = new Schema<QuestionDoc>(
  {
    _id: { type: String, required: true },
    section: { type: String, required: true, index: true },
    questionTextEnglish: { type: String, required: true },
    questionTextHindi: text,
    imageUrl: text,
    optionAEnglish: { type: String, required: true },
    optionBEnglish: { type: String, required: true },
    optionCEnglish: { type: String, required: true },
    optionDEnglish: { type: String, required: true },
    optionAHindi: text,
    optionBHindi: text,
    optionCHindi: text,
    optionDHindi: text,
    optionAImageUrl: text,
    optionBImageUrl: text,
    optionCImageUrl: text,
    optionDImageUrl: text,
    correctAnswer: { type: String, required: true },
    explanationEnglish: text,
    explanationHindi: text,
    difficulty: { type: String, required: true, index: true },
    topicTags: { type: [String], default: [], index: true },
    marks: { type: Number, default: null },
    negativeMarks: { type: Number, default: null },
    contentHash: { type: String, required: true, unique: true },
    searchText: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true, index: true },
  },
  { collection: 'questions', versionKey: false, autoIndex: false },
);

// The admin list's most common pair of filters.
questionSchema.index({ section: 1, difficulty: 1 });

export type QuestionModel = Model<QuestionDoc>;

export function questionModel(connection: Connection): QuestionModel {
  return (
    (connection.models.Question as QuestionModel | undefined) ??
    connection.model<QuestionDoc>('Question', questionSchema)
  );
}
