import { describe, expect, it } from 'vitest';
import { EMPTY_DECISION, revisionBody } from './revisionRequest';

const row = {
  testId: 't1',
  questionId: 'q7',
  question: { questionTextEnglish: 'Q', questionTextHindi: null, options: [], correctAnswer: 'A' as const },
};
const note = '  The key was wrong.  ';

describe('the decision form’s request (POST /api/admin/answer-key-revisions)', () => {
  it('CHANGE sends the one new key, the trimmed note and nothing else', () => {
    expect(revisionBody({ ...EMPTY_DECISION, decision: 'CHANGE', newKey: 'B', note }, row)).toEqual({
      body: {
        testId: 't1',
        questionId: 'q7',
        decision: 'CHANGE',
        correctAnswers: ['B'],
        note: 'The key was wrong.',
      },
      errors: null,
    });
  });

  it('ACCEPT_MULTIPLE sends two or more options in A–D order', () => {
    const { body } = revisionBody(
      { ...EMPTY_DECISION, decision: 'ACCEPT_MULTIPLE', accepted: ['C', 'A'], note },
      row,
    );
    expect(body).toEqual({
      testId: 't1',
      questionId: 'q7',
      decision: 'ACCEPT_MULTIPLE',
      correctAnswers: ['A', 'C'],
      note: 'The key was wrong.',
    });
  });

  it('DROP_LANGUAGE sends the language; KEEP and DROP only the decision and note', () => {
    expect(
      revisionBody({ ...EMPTY_DECISION, decision: 'DROP_LANGUAGE', language: 'HINDI', note }, row).body,
    ).toEqual({
      testId: 't1',
      questionId: 'q7',
      decision: 'DROP_LANGUAGE',
      language: 'HINDI',
      note: 'The key was wrong.',
    });
    for (const decision of ['KEEP', 'DROP'] as const)
      expect(
        revisionBody({ ...EMPTY_DECISION, decision, newKey: 'B', accepted: ['A', 'B'], note }, row).body,
      ).toEqual({
        testId: 't1',
        questionId: 'q7',
        decision,
        note: 'The key was wrong.',
      });
  });

  it('refuses what the contract refuses, naming each field', () => {
    expect(revisionBody(EMPTY_DECISION, row).errors).toEqual({
      decision: 'admin.objections.form.chooseDecision',
      note: 'admin.objections.form.noteRequired',
    });
    expect(revisionBody({ ...EMPTY_DECISION, decision: 'CHANGE', newKey: 'A', note }, row).errors).toEqual({
      newKey: 'admin.objections.form.chooseNewKey',
    });
    expect(
      revisionBody({ ...EMPTY_DECISION, decision: 'ACCEPT_MULTIPLE', accepted: ['B'], note }, row).errors,
    ).toEqual({
      accepted: 'admin.objections.form.chooseTwo',
    });
    expect(revisionBody({ ...EMPTY_DECISION, decision: 'DROP_LANGUAGE', note }, row).errors).toEqual({
      language: 'admin.objections.form.chooseLanguage',
    });
    expect(revisionBody({ ...EMPTY_DECISION, decision: 'KEEP', note: '   ' }, row).errors).toEqual({
      note: 'admin.objections.form.noteRequired',
    });
    expect(revisionBody({ ...EMPTY_DECISION, decision: 'KEEP', note: 'x'.repeat(1001) }, row).errors).toEqual(
      {
        note: 'admin.objections.form.noteTooLong',
      },
    );
  });
});
