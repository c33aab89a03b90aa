import type { AnswerKeyDecision, CreateRevisionBody, ObjectionQuestionRow } from '@ssc/contracts';
import { ANSWERS, type LANGUAGES, OBJECTION_DETAILS_MAX } from '@ssc/contracts/constants';

type Answer = (typeof ANSWERS)[number];
type Language = (typeof LANGUAGES)[number];

/** The decision form as filled in. */
export interface DecisionValues {
  decision: AnswerKeyDecision | null;
  /** CHANGE: the new key. */
  newKey: Answer | null;
  /** ACCEPT_MULTIPLE: every accepted option. */
  accepted: Answer[];
  /** DROP_LANGUAGE: whose takers get the marks. */
  language: Language | null;
  note: string;
}

export const EMPTY_DECISION: DecisionValues = {
  decision: null,
  newKey: null,
  accepted: [],
  language: null,
  note: '',
};

export type DecisionErrors = Partial<
  Record<'decision' | 'newKey' | 'accepted' | 'language' | 'note', string>
>;

/** Message ids of the form's refusals (translated where shown). */
export const DECISION_ERRORS = {
  decision: 'admin.objections.form.chooseDecision',
  newKey: 'admin.objections.form.chooseNewKey',
  accepted: 'admin.objections.form.chooseTwo',
  language: 'admin.objections.form.chooseLanguage',
  note: 'admin.objections.form.noteRequired',
  noteTooLong: 'admin.objections.form.noteTooLong',
} as const;

/**
 * Checks the form as the revisions' contract does (createRevisionBody) and builds the request of
 * POST /api/admin/answer-key-revisions: CHANGE needs one key other than the current one,
 * ACCEPT_MULTIPLE two or more options (in A–D order), DROP_LANGUAGE a language, and every
 * decision a note, which students see. Only the fields a decision uses are sent.
 */
export function revisionBody(
  values: DecisionValues,
  row: Pick<ObjectionQuestionRow, 'testId' | 'questionId' | 'question'>,
): { body: CreateRevisionBody; errors: null } | { body: null; errors: DecisionErrors } {
  const errors: DecisionErrors = {};
  const note = values.note.trim();
  if (!values.decision) errors.decision = DECISION_ERRORS.decision;
  if (values.decision === 'CHANGE' && (!values.newKey || values.newKey === row.question.correctAnswer))
    errors.newKey = DECISION_ERRORS.newKey;
  const accepted = ANSWERS.filter((a) => values.accepted.includes(a));
  if (values.decision === 'ACCEPT_MULTIPLE' && accepted.length < 2)
    errors.accepted = DECISION_ERRORS.accepted;
  if (values.decision === 'DROP_LANGUAGE' && !values.language) errors.language = DECISION_ERRORS.language;
  if (!note) errors.note = DECISION_ERRORS.note;
  else if (note.length > OBJECTION_DETAILS_MAX) errors.note = DECISION_ERRORS.noteTooLong;
  if (Object.keys(errors).length > 0 || !values.decision) return { body: null, errors };

  const base = { testId: row.testId, questionId: row.questionId, decision: values.decision, note };
  switch (values.decision) {
    case 'CHANGE':
      return { body: { ...base, correctAnswers: [values.newKey as Answer] }, errors: null };
    case 'ACCEPT_MULTIPLE':
      return { body: { ...base, correctAnswers: accepted }, errors: null };
    case 'DROP_LANGUAGE':
      return { body: { ...base, language: values.language as Language }, errors: null };
    default:
      return { body: base, errors: null };
  }
}
