import type { Question } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { emptyQuestionForm, questionFormFrom, toQuestionInput } from './questionFormState';

describe('question form', () => {
  it('trims texts and sends empty optional texts as null', () => {
    const input = toQuestionInput({
      ...emptyQuestionForm('GENERAL_AWARENESS'),
      questionTextEnglish: '  Capital of India? ',
      questionTextHindi: '   ',
      optionAEnglish: 'Delhi',
      explanationEnglish: ' Because. ',
      topicTags: ['Geography'],
    });
    expect(input).toMatchObject({
      section: 'GENERAL_AWARENESS',
      difficulty: 'MEDIUM',
      questionTextEnglish: 'Capital of India?',
      questionTextHindi: null,
      optionAEnglish: 'Delhi',
      explanationEnglish: 'Because.',
      explanationHindi: null,
      correctAnswer: 'A',
      topicTags: ['Geography'],
      imageUrl: null,
    });
  });

  it('round-trips a saved question, keeping its imported marks', () => {
    const question = {
      ...toQuestionInput({ ...emptyQuestionForm(), questionTextEnglish: 'Q', optionBHindi: 'ख' }),
      id: 'q1',
      marks: 2,
      negativeMarks: 0.5,
      imageUrl: '/media/questions/x.webp',
      createdAt: '',
      updatedAt: '',
    } satisfies Question;
    const form = questionFormFrom(question);
    expect(form.optionBHindi).toBe('ख');
    expect(form.questionTextHindi).toBe('');
    expect(toQuestionInput(form)).toMatchObject({
      marks: 2,
      negativeMarks: 0.5,
      imageUrl: question.imageUrl,
    });
  });
});
