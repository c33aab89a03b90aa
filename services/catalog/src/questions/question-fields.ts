import { createHash } from 'node:crypto';
import type { Question, QuestionInput, StudentQuestion } from '@ssc/contracts';
import type { QuestionDoc } from './question-model';

/** NFC, trimmed, single spaces, lower case: how question text is compared and searched. */
export const normalise = (s: string | null | undefined) =>
  (s ?? '').normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Identity of a question's content: the English stem, the four English options and the
 * answer. Re-importing the same row (from any file) hits the unique index instead of
 * duplicating it.
 */
export function contentHashOf(input: QuestionInput): string {
  const parts = [
    input.questionTextEnglish,
    input.optionAEnglish,
    input.optionBEnglish,
    input.optionCEnglish,
    input.optionDEnglish,
    input.correctAnswer,
  ].map(normalise);
  return createHash('sha256').update(parts.join('\u241f')).digest('hex');
}

/** Lower-cased English and Hindi text: the one field search scans (FerretDB has no text index). */
export function searchTextOf(input: QuestionInput): string {
  return [
    input.questionTextEnglish,
    input.questionTextHindi,
    input.optionAEnglish,
    input.optionBEnglish,
    input.optionCEnglish,
    input.optionDEnglish,
    input.optionAHindi,
    input.optionBHindi,
    input.optionCHindi,
    input.optionDHindi,
    ...input.topicTags,
  ]
    .map(normalise)
    .filter(Boolean)
    .join(' \n ');
}

export function toQuestionDoc(input: QuestionInput, id: string, now: Date): QuestionDoc {
  return {
    ...input,
    _id: id,
    contentHash: contentHashOf(input),
    searchText: searchTextOf(input),
    createdAt: now,
    updatedAt: now,
  };
}

/** Admin view of a stored question. */
export function toQuestion(doc: QuestionDoc): Question {
  const { _id, contentHash: _hash, searchText: _search, createdAt, updatedAt, ...fields } = doc;
  return { ...fields, id: _id, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

/** Student view: never the answer or the explanations before submission. */
export function toStudentQuestion(doc: QuestionDoc): StudentQuestion {
  const {
    correctAnswer: _answer,
    explanationEnglish: _en,
    explanationHindi: _hi,
    createdAt: _c,
    updatedAt: _u,
    ...rest
  } = toQuestion(doc);
  return rest;
}
