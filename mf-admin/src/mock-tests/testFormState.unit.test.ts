import type { AdminTest } from '@ssc/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { showInterfaceIn, translate } from '../i18n/interfaceLanguage';
import {
  applySelection,
  EMPTY_TEST_FORM,
  fullLengthWarning,
  selectionMismatch,
  submitState,
  type TestFormState,
  testFormFromTest,
  toggleSection,
  toTestInput,
  totalOnConfirm,
  updateField,
} from './testFormState';

const form = (patch: Partial<TestFormState> = {}): TestFormState => ({ ...EMPTY_TEST_FORM, ...patch });
beforeAll(() => showInterfaceIn('en'));

const ids = (n: number) => Array.from({ length: n }, (_, i) => `q${i + 1}`);

describe('total marks', () => {
  it('recalculates when marks per question changes', () => {
    const next = updateField(form({ totalQuestions: '25' }), 'marksPerQuestion', '2');
    expect(next.totalMarks).toBe('50');
  });

  it('recalculates when total questions changes, without float noise', () => {
    expect(updateField(form({ marksPerQuestion: '0.25' }), 'totalQuestions', '3').totalMarks).toBe('0.75');
    expect(updateField(form({ marksPerQuestion: '1.75' }), 'totalQuestions', '7').totalMarks).toBe('12.25');
  });

  it('can be overridden, until marks or count change again', () => {
    let state = updateField(form({ totalQuestions: '10' }), 'marksPerQuestion', '2');
    state = updateField(state, 'totalMarks', '25');
    expect(state.totalMarks).toBe('25');
    expect(updateField(state, 'durationMinutes', '30').totalMarks).toBe('25');
    expect(updateField(state, 'totalQuestions', '12').totalMarks).toBe('24');
  });

  it('keeps the current total while a factor is empty', () => {
    const state = form({ totalQuestions: '10', totalMarks: '10' });
    expect(updateField(state, 'marksPerQuestion', '').totalMarks).toBe('10');
  });

  it('Confirm Selection sets total questions to the number selected and recalculates', () => {
    const state = applySelection(form({ marksPerQuestion: '2', totalQuestions: '5' }), ids(3));
    expect(state).toMatchObject({ questionIds: ids(3), totalQuestions: '3', totalMarks: '6' });
  });

  it('keeps Total Questions and total marks when the admin chose to keep them', () => {
    const state = applySelection(form({ totalQuestions: '5', totalMarks: '5' }), ids(50), false);
    expect(state).toMatchObject({ questionIds: ids(50), totalQuestions: '5', totalMarks: '5' });
  });
});

describe('Total Questions on Confirm Selection', () => {
  it('asks before replacing a number the admin typed', () => {
    expect(totalOnConfirm(form({ totalQuestions: '5' }), 50, translate)).toEqual({
      ask: 'You selected 50 questions; Total Questions is 5. Set Total Questions to 50?',
    });
    expect(totalOnConfirm(form({ totalQuestions: '5' }), 1, translate)).toEqual({
      ask: 'You selected 1 question; Total Questions is 5. Set Total Questions to 1?',
    });
  });

  it('sets it at once when it is empty or already that number, and leaves it for an empty selection', () => {
    expect(totalOnConfirm(form({ totalQuestions: '' }), 50, translate)).toEqual({ setTotal: true });
    expect(totalOnConfirm(form({ totalQuestions: '50' }), 50, translate)).toEqual({ setTotal: true });
    expect(totalOnConfirm(form({ totalQuestions: '5' }), 0, translate)).toEqual({ setTotal: false });
  });

  it('names the mismatch while the selection and Total Questions disagree', () => {
    expect(selectionMismatch(form({ totalQuestions: '5', questionIds: ids(50) }), translate)).toBe(
      '50 questions selected, but Total Questions is 5. Change Total Questions or the selection to save the test.',
    );
    expect(selectionMismatch(form({ totalQuestions: '5', questionIds: ids(5) }), translate)).toBeNull();
    expect(selectionMismatch(form({ totalQuestions: '', questionIds: ids(5) }), translate)).toBeNull();
    expect(selectionMismatch(form({ totalQuestions: '5', questionIds: [] }), translate)).toBeNull();
  });
});

describe('submit button', () => {
  it('is enabled with the count when the selection matches Total Questions', () => {
    const state = form({ totalQuestions: '25', questionIds: ids(25) });
    expect(submitState('create', state, translate)).toEqual({
      enabled: true,
      label: 'Create Test (25 of 25 questions selected)',
    });
    expect(submitState('edit', state, translate).label).toBe('Update Test (25 of 25 questions selected)');
  });

  it('says how many are needed and selected otherwise', () => {
    expect(submitState('create', form({ totalQuestions: '25', questionIds: ids(12) }), translate)).toEqual({
      enabled: false,
      label: 'Select 25 questions (12 selected)',
    });
    expect(submitState('create', form({ totalQuestions: '1' }), translate).label).toBe(
      'Select 1 question (0 selected)',
    );
    expect(submitState('create', form(), translate).label).toBe('Select questions (0 selected)');
    expect(submitState('create', form({ totalQuestions: '2', questionIds: ids(3) }), translate).enabled).toBe(
      false,
    );
  });

  it('needs at least one question', () => {
    expect(submitState('create', form({ totalQuestions: '0' }), translate).enabled).toBe(false);
  });
});

describe('sections', () => {
  it('toggles and warns for full-length tests without all four', () => {
    let state = toggleSection(form(), 'GENERAL_AWARENESS', true);
    state = toggleSection(state, 'QUANTITATIVE_APTITUDE', true);
    expect(state.sections).toEqual(['GENERAL_AWARENESS', 'QUANTITATIVE_APTITUDE']);
    expect(fullLengthWarning(state, translate)).toBe('Full-length tests should include all 4 sections');
    expect(fullLengthWarning({ ...state, testType: 'SECTIONAL' }, translate)).toBeNull();
    expect(toggleSection(state, 'GENERAL_AWARENESS', false).sections).toEqual(['QUANTITATIVE_APTITUDE']);
  });

  it('counts the four main sections for the warning, not Computer Knowledge', () => {
    const three = ['QUANTITATIVE_APTITUDE', 'GENERAL_INTELLIGENCE', 'ENGLISH_COMPREHENSION'] as const;
    const state = { ...form(), sections: [...three, 'COMPUTER_KNOWLEDGE' as const] };
    expect(fullLengthWarning(state, translate)).toBe('Full-length tests should include all 4 sections');
    expect(
      fullLengthWarning({ ...state, sections: [...state.sections, 'GENERAL_AWARENESS'] }, translate),
    ).toBeNull();
  });
});

const adminTest: AdminTest = {
  id: 't1',
  title: 'CGL Mock 1',
  testTitle: 'CGL Mock 1',
  description: null,
  testType: 'SECTIONAL',
  examType: 'SSC_CHSL',
  section: 'GENERAL_AWARENESS',
  sections: ['GENERAL_AWARENESS'],
  durationMinutes: 20,
  totalQuestions: 2,
  totalMarks: 4,
  marksPerQuestion: 2,
  negativeMarks: 0.5,
  negativeMarking: 0.5,
  mode: 'PRACTICE',
  sectionTimings: [],
  sectionMarking: [],
  evaluateAnsweredAndMarked: true,
  questionsPerSection: [],
  createdAt: '',
  updatedAt: '',
  questionIds: ['a', 'b'],
};

describe('edit mode and payload', () => {
  it('loads a test into the form and builds the payload back', () => {
    const state = testFormFromTest(adminTest);
    expect(state).toMatchObject({ description: '', totalQuestions: '2', negativeMarks: '0.5' });
    expect(toTestInput({ ...state, title: '  Renamed ' })).toEqual({
      title: 'Renamed',
      description: null,
      testType: 'SECTIONAL',
      examType: 'SSC_CHSL',
      section: 'GENERAL_AWARENESS',
      sections: ['GENERAL_AWARENESS'],
      durationMinutes: 20,
      totalQuestions: 2,
      marksPerQuestion: 2,
      negativeMarks: 0.5,
      totalMarks: 4,
      questionIds: ['a', 'b'],
      mode: 'PRACTICE',
      sectionTimings: [],
      sectionMarking: [],
      evaluateAnsweredAndMarked: true,
    });
  });

  it('files mixed-section tests under no single section', () => {
    const state = form({ sections: ['GENERAL_AWARENESS', 'ENGLISH_COMPREHENSION'] });
    expect(toTestInput(state).section).toBeNull();
  });
});
