// @vitest-environment happy-dom
import { FIRST_QUESTION_ID, type FirstQuestionView, removeFirstQuestion } from '@ssc/web-core/early';
import { afterEach, describe, expect, it } from 'vitest';
import { paintFirstQuestion } from './firstQuestionPaint';

const view = (over: Partial<FirstQuestionView> = {}): FirstQuestionView => ({
  questionId: 'q1',
  text: 'What is 2 + 2?',
  language: 'english',
  showLanguage: true,
  title: 'SSC CGL Mock 1',
  total: 100,
  sectionLabel: 'Quantitative Aptitude',
  marksPerQuestion: 2,
  negativeMarks: 0.5,
  secondsLeft: 3599,
  ...over,
});

const painted = () => document.getElementById(FIRST_QUESTION_ID) as HTMLElement;
const textOf = (selector: string) => painted().querySelector(selector)?.textContent;

afterEach(() => removeFirstQuestion());

describe('paintFirstQuestion', () => {
  it("draws the exam header and the card's top and text with the exam screen's classes", () => {
    paintFirstQuestion(view());
    expect(textOf('.exam > .exam-header .exam-header__title')).toBe('SSC CGL Mock 1');
    expect(textOf('.exam-header__timer .exam-timer')).toBe('00:59:59');
    expect(textOf('.exam-header__meta')).toBe('Quantitative AptitudeQuestion 1 of 100All answers saved');
    expect(textOf('.exam-header__submit .btn--destructive')).toBe('Submit Test');
    expect(textOf('.exam__layout > .question-card .question-card__number')).toBe('Question 1');
    expect(textOf('.question-card__badges')).toBe('+2-0.5');
    expect(textOf('.question-card__body > p.question-card__text')).toBe('What is 2 + 2?');
    expect(painted().querySelector('.question-card__body')?.getAttribute('lang')).toBe('en');
    const pressed = painted().querySelector('.language-toggle [aria-pressed="true"]');
    expect(pressed?.textContent).toBe('English');
  });

  it('shows the Hindi text as Hindi and no toggle where the card has none', () => {
    paintFirstQuestion(view({ text: '2 + 2 कितना है?', language: 'hindi' }));
    expect(painted().querySelector('.question-card__body')?.getAttribute('lang')).toBe('hi');
    expect(painted().querySelector('.language-toggle [aria-pressed="true"]')?.textContent).toBe('Hindi');
    removeFirstQuestion();
    paintFirstQuestion(view({ showLanguage: false, sectionLabel: null, negativeMarks: 0 }));
    expect(textOf('.question-card__badges')).toBe('+2');
    expect(painted().querySelector('.language-toggle')).toBeNull();
    expect(painted().querySelector('.exam-header__meta .badge')).toBeNull();
  });

  it('sets question text as text, never as markup', () => {
    const text = '<img src=x onerror="globalThis.injected=1">Which <b>one</b>?';
    paintFirstQuestion(view({ text, title: '<script>alert(1)</script>' }));
    expect(textOf('.question-card__text')).toBe(text);
    expect(painted().querySelector('img, b, script')).toBeNull();
    expect(textOf('.exam-header__title')).toBe('<script>alert(1)</script>');
  });

  it('is a picture only: hidden from assistive technology, out of the tab order, gone when taken over', () => {
    const layer = paintFirstQuestion(view());
    expect(layer.getAttribute('aria-hidden')).toBe('true');
    expect(layer.inert).toBe(true);
    expect(layer.dataset.questionId).toBe('q1');
    removeFirstQuestion();
    expect(document.getElementById(FIRST_QUESTION_ID)).toBeNull();
  });
});
