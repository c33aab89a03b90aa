import { Badge, Button, SECTION_LABELS, useMessages } from '@ssc/web-core';
import { type ReactNode, useMemo } from 'react';
import { CbtStateMark } from '../../cbt/CbtStateMark';
import type { CbtState } from '../../cbt/cbtStates';
import { resultNumbers } from '../../format/resultFormat';
import type { Language } from '../../language/localizeQuestion';
import { RulingNote } from './RulingNote';
import { localizeSolution, type NumberedSolution, OUTCOME_LABELS } from './solutionItems';
import { solutionsCatalog } from './solutionsCatalog';

const OUTCOME_TONES = { correct: 'success', incorrect: 'danger', unattempted: 'neutral' } as const;

interface Props {
  solution: NumberedSolution;
  language: Language;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
  /** CBT mode: the question's palette state at submission; null otherwise. */
  cbtState?: CbtState | null;
  /** Below the explanation: the answer-key objection of the question. */
  objection?: ReactNode;
}

/** One solved question (spec section 2): options with the answer and the choice marked, time, explanation. */
export function SolutionCard({ solution, language, onPrevious, onNext, cbtState = null, objection }: Props) {
  const { _, formatNumber } = useMessages(solutionsCatalog);
  const signedMarks = resultNumbers(formatNumber).signed;
  const { number, item } = solution;
  const view = useMemo(() => localizeSolution(item, language), [item, language]);
  const titleId = `solution-${item.questionId}-title`;

  return (
    <section className="card solution-card" aria-labelledby={titleId} data-testid="solution-card">
      <div className="solution-card__top">
        <h2 id={titleId} className="solution-card__number">
          {_('solutions.question', { number })}
        </h2>
        <div className="row solution-card__badges">
          <Badge tone={OUTCOME_TONES[item.outcome]} data-testid="solution-outcome">
            {_(OUTCOME_LABELS[item.outcome])}
          </Badge>
          <Badge>{SECTION_LABELS[item.section] ?? item.section}</Badge>
          <Badge>{_(`solutions.difficulty.${item.difficulty ?? 'MEDIUM'}`)}</Badge>
          {cbtState ? (
            <span data-testid="solution-cbt-state" title={_('solutions.cbtState')}>
              <CbtStateMark state={cbtState} label={_(`cbtState.${cbtState}`)} />
            </span>
          ) : null}
        </div>
        <span className="solution-card__time" data-testid="time-spent">
          {_('solutions.timeSpent', { seconds: formatNumber(Math.round(item.timeSpent)) })}
        </span>
      </div>

      <div className="solution-card__body" lang={language === 'hindi' ? 'hi' : 'en'}>
        <p className="solution-card__text">{view.text ?? _('solutions.noText')}</p>
        {view.imageUrl ? (
          <img
            className="solution-card__image"
            src={view.imageUrl}
            alt={_('solutions.figure', { number })}
            decoding="async"
          />
        ) : null}

        <ul className="solution-options" aria-label={_('solutions.options', { number })}>
          {view.options.map((option) => {
            const state = option.isCorrect ? 'is-correct' : option.isChosen ? 'is-wrong' : '';
            return (
              <li
                key={option.key}
                className={`solution-option ${state}`}
                data-testid={`option-${option.key}`}
              >
                <span className="solution-option__key" aria-hidden="true">
                  {option.key}
                </span>
                <span className="solution-option__content">
                  <span className="visually-hidden">{_('solutions.optionLabel', { key: option.key })}: </span>
                  {option.text ? <span>{option.text}</span> : null}
                  {option.imageUrl ? (
                    <img
                      className="solution-option__image"
                      src={option.imageUrl}
                      alt={_('solutions.optionLabel', { key: option.key })}
                      decoding="async"
                    />
                  ) : null}
                </span>
                <span className="solution-option__tags">
                  {option.isCorrect ? <Badge tone="success">{_('solutions.correctAnswer')}</Badge> : null}
                  {option.isChosen ? (
                    <Badge tone={option.isCorrect ? 'success' : 'danger'}>{_('solutions.yourAnswer')}</Badge>
                  ) : null}
                  {option.marks !== null ? (
                    <span
                      className={`solution-option__marks ${option.marks < 0 ? 'is-negative' : ''}`}
                      title={_('solutions.marks')}
                    >
                      {signedMarks(option.marks)}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>

        <p className="solution-card__verdict" data-testid="answer-summary">
          {item.selectedAnswer ? (
            <>
              {_('solutions.yourAnswer')}: <strong>{item.selectedAnswer}</strong>
            </>
          ) : (
            _('solutions.notAttempted')
          )}
          {' · '}
          {_('solutions.correctAnswer')}: <strong>{item.correctAnswer ?? '—'}</strong>
          {' · '}
          {_('solutions.marks')}: <strong>{signedMarks(item.marks)}</strong>
        </p>
        <RulingNote item={item} />

        <div className="solution-card__explanation">
          <h3 className="label">{_('solutions.explanation')}</h3>
          <p className="solution-card__text">{view.explanation ?? _('solutions.noExplanation')}</p>
        </div>
      </div>

      {objection}

      <div className="solution-card__actions">
        <Button variant="outline" onClick={onPrevious ?? undefined} disabled={!onPrevious}>
          {_('solutions.previous')}
        </Button>
        <Button onClick={onNext ?? undefined} disabled={!onNext}>
          {_('solutions.next')}
        </Button>
      </div>
    </section>
  );
}
