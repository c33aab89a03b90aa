import type { Answer, Difficulty, Question, QuestionInput, Section } from '@ssc/contracts';

/** How a field of the form changes (the form and its option fields share it). */
export type SetQuestionField = <K extends keyof QuestionFormState>(
  field: K,
  value: QuestionFormState[K],
) => void;

type TextField =
  | 'questionTextEnglish'
  | 'questionTextHindi'
  | `option${Answer}English`
  | `option${Answer}Hindi`
  | 'explanationEnglish'
  | 'explanationHindi';
type ImageField = 'imageUrl' | `option${Answer}ImageUrl`;

export type QuestionFormState = Record<TextField, string> &
  Record<ImageField, string | null> & {
    section: Section;
    difficulty: Difficulty;
    correctAnswer: Answer;
    topicTags: string[];
    /** Per-question marks from a CSV import; the form does not edit them but keeps them on save. */
    marks: number | null;
    negativeMarks: number | null;
  };

export function emptyQuestionForm(section: Section = 'QUANTITATIVE_APTITUDE'): QuestionFormState {
  return {
    section,
    difficulty: 'MEDIUM',
    questionTextEnglish: '',
    questionTextHindi: '',
    imageUrl: null,
    optionAEnglish: '',
    optionBEnglish: '',
    optionCEnglish: '',
    optionDEnglish: '',
    optionAHindi: '',
    optionBHindi: '',
    optionCHindi: '',
    optionDHindi: '',
    optionAImageUrl: null,
    optionBImageUrl: null,
    optionCImageUrl: null,
    optionDImageUrl: null,
    correctAnswer: 'A',
    explanationEnglish: '',
    explanationHindi: '',
    topicTags: [],
    marks: null,
    negativeMarks: null,
  };
}

export function questionFormFrom(question: Question): QuestionFormState {
  const text = (value: string | null) => value ?? '';
  return {
    ...emptyQuestionForm(question.section),
    difficulty: question.difficulty,
    questionTextEnglish: question.questionTextEnglish,
    questionTextHindi: text(question.questionTextHindi),
    imageUrl: question.imageUrl,
    optionAEnglish: question.optionAEnglish,
    optionBEnglish: question.optionBEnglish,
    optionCEnglish: question.optionCEnglish,
    optionDEnglish: question.optionDEnglish,
    optionAHindi: text(question.optionAHindi),
    optionBHindi: text(question.optionBHindi),
    optionCHindi: text(question.optionCHindi),
    optionDHindi: text(question.optionDHindi),
    optionAImageUrl: question.optionAImageUrl,
    optionBImageUrl: question.optionBImageUrl,
    optionCImageUrl: question.optionCImageUrl,
    optionDImageUrl: question.optionDImageUrl,
    correctAnswer: question.correctAnswer,
    explanationEnglish: text(question.explanationEnglish),
    explanationHindi: text(question.explanationHindi),
    topicTags: [...question.topicTags],
    marks: question.marks,
    negativeMarks: question.negativeMarks,
  };
}

const required = (value: string) => value.trim();
const optional = (value: string) => value.trim() || null;

export function toQuestionInput(state: QuestionFormState): QuestionInput {
  return {
    section: state.section,
    difficulty: state.difficulty,
    questionTextEnglish: required(state.questionTextEnglish),
    questionTextHindi: optional(state.questionTextHindi),
    imageUrl: state.imageUrl,
    optionAEnglish: required(state.optionAEnglish),
    optionBEnglish: required(state.optionBEnglish),
    optionCEnglish: required(state.optionCEnglish),
    optionDEnglish: required(state.optionDEnglish),
    optionAHindi: optional(state.optionAHindi),
    optionBHindi: optional(state.optionBHindi),
    optionCHindi: optional(state.optionCHindi),
    optionDHindi: optional(state.optionDHindi),
    optionAImageUrl: state.optionAImageUrl,
    optionBImageUrl: state.optionBImageUrl,
    optionCImageUrl: state.optionCImageUrl,
    optionDImageUrl: state.optionDImageUrl,
    correctAnswer: state.correctAnswer,
    explanationEnglish: optional(state.explanationEnglish),
    explanationHindi: optional(state.explanationHindi),
    topicTags: state.topicTags,
    marks: state.marks,
    negativeMarks: state.negativeMarks,
  };
}
