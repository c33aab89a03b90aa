import type { StudentQuestion } from '@ssc/contracts';
import { describe, expect, it } from 'vitest';
import { localizeQuestion, parseLanguage, pickText } from './localizeQuestion';

const question = (over: Partial<StudentQuestion> = {}): StudentQuestion =>
  ({
    id: 'q1',
    section: 'GENERAL_AWARENESS',
    questionTextEnglish: 'Capital of India?',
    questionTextHindi: 'भारत की राजधानी?',
    imageUrl: null,
    optionAEnglish: 'Delhi',
    optionBEnglish: 'Mumbai',
    optionCEnglish: 'Chennai',
    optionDEnglish: 'Kolkata',
    optionAHindi: 'दिल्ली',
    optionBHindi: '',
    optionCHindi: null,
    optionDHindi: '  ',
    optionAImageUrl: null,
    optionBImageUrl: null,
    optionCImageUrl: null,
    optionDImageUrl: null,
    difficulty: 'EASY',
    topicTags: [],
    marks: null,
    negativeMarks: null,
    ...over,
  }) as StudentQuestion;

describe('question language', () => {
  it('reads ?lang= as english unless it says hindi', () => {
    expect(parseLanguage('hindi')).toBe('hindi');
    expect(parseLanguage('HINDI')).toBe('hindi');
    expect(parseLanguage('english')).toBe('english');
    expect(parseLanguage(null)).toBe('english');
    expect(parseLanguage('tamil')).toBe('english');
  });

  it('uses Hindi where chosen and present, English field by field otherwise', () => {
    expect(pickText('Hello', 'नमस्ते', 'hindi')).toBe('नमस्ते');
    expect(pickText('Hello', '', 'hindi')).toBe('Hello');
    expect(pickText('Hello', '   ', 'hindi')).toBe('Hello');
    expect(pickText('Hello', null, 'hindi')).toBe('Hello');
    expect(pickText('Hello', 'नमस्ते', 'english')).toBe('Hello');
    expect(pickText('', null, 'english')).toBeNull();

    const hindi = localizeQuestion(question(), 'hindi');
    expect(hindi.text).toBe('भारत की राजधानी?');
    expect(hindi.options.map((o) => o.text)).toEqual(['दिल्ली', 'Mumbai', 'Chennai', 'Kolkata']);
    expect(localizeQuestion(question({ questionTextHindi: null }), 'hindi').text).toBe('Capital of India?');
  });

  it('leaves out options with neither text nor image, keeps image-only ones', () => {
    const view = localizeQuestion(
      question({ optionCEnglish: '', optionDEnglish: '', optionDImageUrl: '/media/d.png' }),
      'english',
    );
    expect(view.options).toEqual([
      { key: 'A', text: 'Delhi', imageUrl: null },
      { key: 'B', text: 'Mumbai', imageUrl: null },
      { key: 'D', text: null, imageUrl: '/media/d.png' },
    ]);
  });

  it('has no text when the question text is missing (the card says so)', () => {
    expect(
      localizeQuestion(question({ questionTextEnglish: '', questionTextHindi: null }), 'english').text,
    ).toBeNull();
  });
});
