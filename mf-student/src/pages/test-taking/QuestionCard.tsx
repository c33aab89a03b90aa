import type { Answer, StudentQuestion } from '@ssc/contracts';
import { Badge, Button } from '@ssc/web-core';
import { type HTMLAttributes, lazy, memo, Suspense, useEffect, useMemo, useRef } from 'react';
import { TEXT_SIZE_NAMES, TEXT_SIZES, type TextSize } from '../../cbt/textSize';
import { type Language, localizeQuestion } from '../../language/localizeQuestion';
import { AnswerOptions } from './AnswerOptions';
import { useExamMessages } from './examCatalog';
import type { AnswerState } from './questionStatus';

// Only questions with a figure need the zoom (its viewer, pinch and controls): loaded with the
// first figure, not with the exam screen, which is at its JavaScript budget (≤ 150 KiB on the
// wire, bench/exam-route.ts: 150.2 KiB with it in the screen's chunk, 149.8 KiB without).
const ZoomableFigure = lazy(() => import('./ZoomableFigure').then((m) => ({ default: m.ZoomableFigure })));

interface QuestionCardProps {
  question: StudentQuestion;
  number: number;
  total: number;
  state: AnswerState;
  marksPerQuestion: number;
  negativeMarks: number;
  language: Language;
  /** False in the English comprehension section, which is always in English. */
  showLanguage: boolean;
  onLanguageChange: (language: Language) => void;
  onSelect: (option: Answer) => void;
  onToggleMark: () => void;
  onPrevious: () => void;
  onSaveAndNext: () => void;
  /**
   * CBT mode: the real exam's buttons. A chosen option is only saved by Save & Next or
   * Mark for Review & Next; `unsaved` says the option on screen differs from the saved answer.
   */
  cbt?: { onMarkAndNext: () => void; onClearResponse: () => void; unsaved: boolean } | null;
  /** Section timers: Previous and Next stay inside the open block (defaults: the test's ends). */
  canPrevious?: boolean;
  canNext?: boolean;
  /** The reading size of the question and its options, and a way to change it. */
  textSize?: TextSize;
  onTextSizeChange?: (size: TextSize) => void;
  /** Touch gestures on the card (a swipe between questions: `useSwipe`). */
  gestures?: Pick<HTMLAttributes<HTMLElement>, 'onPointerDown' | 'onPointerUp' | 'onPointerCancel'>;
}

const LANGUAGES: ReadonlyArray<{ value: Language; label: string }> = [
  { value: 'english', label: 'exam.english' },
  { value: 'hindi', label: 'exam.hindi' },
];

/**
 * Focuses the heading of the question on screen, where a keyboard or screen-reader user carries
 * on (the palette sheet closes onto it after a choice).
 */
export function focusQuestionHeading(): void {
  document.querySelector<HTMLElement>('.question-card__number')?.focus();
}

export const QuestionCard = memo(function QuestionCard({
  question,
  number,
  total,
  state,
  marksPerQuestion,
  negativeMarks,
  language,
  showLanguage,
  onLanguageChange,
  onSelect,
  onToggleMark,
  onPrevious,
  onSaveAndNext,
  cbt = null,
  canPrevious = number > 1,
  canNext = number < total,
  gestures,
  textSize = 'normal',
  onTextSizeChange,
}: QuestionCardProps) {
  const { _ } = useExamMessages();
  const view = useMemo(() => localizeQuestion(question, language), [question, language]);
  const titleId = `question-${question.id}-title`;
  const heading = useRef<HTMLHeadingElement>(null);
  // When the screen opens and after moving to another question (Save & Next, marking, Previous,
  // the palette, a section tab) focus goes to the question's heading: a screen reader reads the
  // question next, the next Tab reaches its options (the header's controls come before it), and
  // on a phone the question scrolls back into view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `number` is what moves focus
  useEffect(() => {
    heading.current?.focus();
  }, [number]);

  return (
    <section className="card question-card" aria-labelledby={titleId} data-text-size={textSize} {...gestures}>
      <div className="question-card__top">
        <h2 id={titleId} ref={heading} tabIndex={-1} className="question-card__number">
          {_('exam.question', { number })}
        </h2>
        <div className="row question-card__badges">
          <Badge tone="success" title={_('exam.marksRight')}>
            +{marksPerQuestion}
          </Badge>
          {negativeMarks > 0 ? (
            <Badge tone="danger" title={_('exam.marksWrong')}>
              -{negativeMarks}
            </Badge>
          ) : null}
        </div>
        {showLanguage ? (
          <fieldset className="language-toggle">
            <legend className="visually-hidden">{_('exam.questionLanguage')}</legend>
            {LANGUAGES.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                className="language-toggle__option"
                aria-pressed={language === value}
                onClick={() => onLanguageChange(value)}
              >
                {_(label)}
              </button>
            ))}
          </fieldset>
        ) : null}
      </div>

      <div className="question-card__body" lang={language === 'hindi' ? 'hi' : 'en'}>
        <p className="question-card__text">{view.text ?? _('exam.noQuestionText')}</p>
        {view.imageUrl ? (
          <Suspense
            fallback={
              <span className="question-card__figure">
                <img
                  className="question-card__image"
                  src={view.imageUrl}
                  alt={_('exam.figure', { number })}
                />
              </span>
            }
          >
            <ZoomableFigure src={view.imageUrl} alt={_('exam.figure', { number })} />
          </Suspense>
        ) : null}

        <AnswerOptions
          options={view.options}
          number={number}
          selected={state.selectedAnswer}
          onSelect={onSelect}
        />
      </div>

      {cbt ? (
        <div className="question-card__actions question-card__actions--cbt">
          <p className="question-card__unsaved" role="status" data-testid="unsaved-selection">
            {cbt.unsaved ? _('exam.unsavedChoice') : ''}
          </p>
          <div className="row question-card__cbt-row">
            <Button variant="outline" className="question-card__mark" onClick={cbt.onMarkAndNext}>
              {_('exam.markAndNext')}
            </Button>
            <Button variant="outline" onClick={cbt.onClearResponse}>
              {_('exam.clearResponse')}
            </Button>
          </div>
          <div className="row question-card__nav">
            <Button variant="outline" onClick={onPrevious} disabled={!canPrevious}>
              {_('exam.previous')}
            </Button>
            <Button onClick={onSaveAndNext}>{_('exam.saveAndNext')}</Button>
          </div>
        </div>
      ) : (
        <div className="question-card__actions">
          <Button
            variant={state.marked ? 'secondary' : 'outline'}
            className="question-card__mark"
            onClick={onToggleMark}
          >
            {_(state.marked ? 'exam.unmark' : 'exam.markForReview')}
          </Button>
          <div className="row question-card__nav">
            <Button variant="outline" onClick={onPrevious} disabled={!canPrevious}>
              {_('exam.previous')}
            </Button>
            <Button onClick={onSaveAndNext} disabled={!canNext}>
              {_('exam.saveAndNext')}
            </Button>
          </div>
        </div>
      )}
      {/* Last in the card: the Tabs from the question's heading reach its options first. */}
      {onTextSizeChange ? (
        <label className="text-size question-card__text-size">
          <span>{_('exam.textSize')}</span>
          <select
            className="text-size__select"
            value={textSize}
            onChange={(event) => onTextSizeChange(event.target.value as TextSize)}
          >
            {TEXT_SIZES.map((size) => (
              <option key={size} value={size}>
                {_(TEXT_SIZE_NAMES[size])}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </section>
  );
});
