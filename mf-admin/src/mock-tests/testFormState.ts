import type { AdminTest, ExamType, Section, TestInput, TestType } from '@ssc/contracts';
import { MAIN_SECTIONS } from '@ssc/contracts/constants';
import type { Translate } from '../i18n/adminCatalog';

/** Number inputs are kept as typed text so a field can be cleared while editing. */
export interface TestFormState {
  title: string;
  description: string;
  testType: TestType;
  examType: ExamType;
  sections: Section[];
  durationMinutes: string;
  totalQuestions: string;
  marksPerQuestion: string;
  negativeMarks: string;
  totalMarks: string;
  questionIds: string[];
  /** How the test is sat, its timed blocks and marking rules, kept as the API has them. */
  examRules: ExamRules;
}

export type ExamRules = Pick<
  TestInput,
  'mode' | 'sectionTimings' | 'sectionMarking' | 'evaluateAnsweredAndMarked'
>;

/** The spec's screen with one clock and one marking scheme. */
export const PRACTICE_RULES: ExamRules = {
  mode: 'PRACTICE',
  sectionTimings: [],
  sectionMarking: [],
  evaluateAnsweredAndMarked: true,
};

export type TestFormMode = 'create' | 'edit';

/** Spec section 9: admin form defaults are 1 mark per question and 0.25 negative marking. */
export const EMPTY_TEST_FORM: TestFormState = {
  title: '',
  description: '',
  testType: 'FULL_LENGTH',
  examType: 'SSC_CGL',
  sections: [],
  durationMinutes: '',
  totalQuestions: '',
  marksPerQuestion: '1',
  negativeMarks: '0.25',
  totalMarks: '',
  questionIds: [],
  examRules: PRACTICE_RULES,
};

/** Negative marking shown for an edited test that has none (spec section 9). */
export const EDIT_FALLBACK_NEGATIVE_MARKS = 0.5;

function toNumber(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The whole number of questions the form asks for, or null when the field is empty or not a count. */
export function neededQuestions(state: Pick<TestFormState, 'totalQuestions'>): number | null {
  const value = toNumber(state.totalQuestions);
  return value !== null && Number.isInteger(value) && value > 0 ? value : null;
}

/** marks per question × total questions, rounded to cents so 0.25 steps never show float noise. */
export function recalculatedTotalMarks(state: TestFormState): string {
  const marks = toNumber(state.marksPerQuestion);
  const count = toNumber(state.totalQuestions);
  if (marks === null || count === null) return state.totalMarks;
  return String(Math.round(marks * count * 100) / 100);
}

type TextField = Exclude<keyof TestFormState, 'sections' | 'questionIds' | 'examRules'>;

/** How a text field of the form changes (the form and its field groups share it). */
export type SetTestField = <K extends TextField>(field: K, value: TestFormState[K]) => void;

/**
 * Spec section 5: changing marks per question (or total questions) recalculates total marks;
 * editing total marks afterwards overrides it until one of the two changes again.
 */
export function updateField<K extends TextField>(
  state: TestFormState,
  field: K,
  value: TestFormState[K],
): TestFormState {
  const next = { ...state, [field]: value };
  if (field === 'marksPerQuestion' || field === 'totalQuestions') {
    next.totalMarks = recalculatedTotalMarks(next);
  }
  return next;
}

export function toggleSection(state: TestFormState, section: Section, checked: boolean): TestFormState {
  const without = state.sections.filter((s) => s !== section);
  return { ...state, sections: checked ? [...without, section] : without };
}

/**
 * Confirm Selection (spec section 4): the selection becomes the test's questions and, with
 * `setTotal`, their count becomes Total Questions; otherwise Total Questions stays as it was.
 */
export function applySelection(state: TestFormState, questionIds: string[], setTotal = true): TestFormState {
  const selected = { ...state, questionIds };
  return setTotal ? updateField(selected, 'totalQuestions', String(questionIds.length)) : selected;
}

const questionCount = (n: number, _: Translate) => _('admin.test.questionCount', { count: n });

/**
 * What Confirm Selection does to Total Questions. An empty field (or the same number) simply
 * takes the count; a number the admin typed is never overwritten silently: the form asks first.
 * An empty selection leaves the field alone (a test of 0 questions is no answer to anything).
 */
export type TotalOnConfirm = { setTotal: boolean } | { ask: string };

export function totalOnConfirm(
  state: Pick<TestFormState, 'totalQuestions'>,
  selected: number,
  _: Translate,
): TotalOnConfirm {
  const needed = neededQuestions(state);
  if (selected === 0) return { setTotal: false };
  if (needed === null || needed === selected) return { setTotal: true };
  return {
    ask: _('admin.test.askTotal', { selected: questionCount(selected, _), needed, count: selected }),
  };
}

/** Shown beside the selected questions while they and Total Questions disagree (saving is blocked). */
export function selectionMismatch(
  state: Pick<TestFormState, 'totalQuestions' | 'questionIds'>,
  _: Translate,
): string | null {
  const needed = neededQuestions(state);
  const selected = state.questionIds.length;
  if (needed === null || selected === 0 || selected === needed) return null;
  return _('admin.test.mismatch', { selected: questionCount(selected, _), needed });
}

export function testFormFromTest(test: AdminTest): TestFormState {
  return {
    title: test.title,
    description: test.description ?? '',
    testType: test.testType,
    examType: test.examType,
    sections: [...test.sections],
    durationMinutes: String(test.durationMinutes),
    totalQuestions: String(test.totalQuestions),
    marksPerQuestion: String(test.marksPerQuestion),
    negativeMarks: String(test.negativeMarks ?? test.negativeMarking ?? EDIT_FALLBACK_NEGATIVE_MARKS),
    totalMarks: String(test.totalMarks),
    questionIds: [...test.questionIds],
    examRules: {
      mode: test.mode,
      sectionTimings: test.sectionTimings,
      sectionMarking: test.sectionMarking,
      evaluateAnsweredAndMarked: test.evaluateAnsweredAndMarked,
    },
  };
}

export function toTestInput(state: TestFormState): TestInput {
  return {
    title: state.title.trim(),
    description: state.description.trim() || null,
    testType: state.testType,
    examType: state.examType,
    // A single-section test is filed under that section; mixed tests have none.
    section: state.sections.length === 1 ? (state.sections[0] ?? null) : null,
    sections: state.sections,
    durationMinutes: Number(state.durationMinutes),
    totalQuestions: Number(state.totalQuestions),
    marksPerQuestion: Number(state.marksPerQuestion),
    negativeMarks: Number(state.negativeMarks),
    totalMarks: Number(state.totalMarks),
    questionIds: state.questionIds,
    ...state.examRules,
  };
}

export interface SubmitState {
  enabled: boolean;
  label: string;
}

/**
 * Spec section 5: submit needs at least one selected question and exactly as many as Total
 * Questions; the label says how many are needed and how many are selected.
 */
export function submitState(mode: TestFormMode, state: TestFormState, _: Translate): SubmitState {
  const needed = neededQuestions(state);
  const selected = state.questionIds.length;
  if (needed !== null && selected > 0 && selected === needed) {
    return {
      enabled: true,
      label: _(mode === 'edit' ? 'admin.test.update' : 'admin.test.create', { selected, needed }),
    };
  }
  const what = needed === null ? _('admin.test.questions') : questionCount(needed, _);
  return { enabled: false, label: _('admin.test.selectSome', { what, selected }) };
}

export function fullLengthWarning(
  state: Pick<TestFormState, 'testType' | 'sections'>,
  _: Translate,
): string | null {
  // Counted on the four main sections: Computer Knowledge is not one of them.
  const missing = MAIN_SECTIONS.some((s) => !state.sections.includes(s));
  return state.testType === 'FULL_LENGTH' && missing ? _('admin.test.fullLengthWarning') : null;
}
