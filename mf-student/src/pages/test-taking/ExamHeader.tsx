import { Badge, Button } from '@ssc/web-core';
import { AlertDialog } from '@ssc/web-core/dialog';
import { memo, type ReactNode, useState } from 'react';
import type { QueueStatus } from './answerQueue';
import { Countdown } from './Countdown';
import { CBT_LEGEND_ORDER, CBT_STATE_LABELS, type CbtCounts } from './cbtPalette';
import { type Translate, useExamMessages } from './examCatalog';
import type { Readable } from './externalStore';
import { saveStateOf } from './saveState';

/** Minutes that may carry a fraction (compensatory time on a 130-minute paper): "20 min", "43 min 20 s". */
function minutesText(minutes: number, _: Translate): string {
  let whole = Math.floor(minutes);
  let seconds = Math.round((minutes - whole) * 60);
  if (seconds === 60) [whole, seconds] = [whole + 1, 0];
  return seconds > 0
    ? _('exam.minutesSeconds', { minutes: whole, seconds })
    : _('exam.minutes', { minutes: whole });
}

interface ExamHeaderProps {
  title: string;
  sectionLabel: string | null;
  number: number;
  total: number;
  secondsLeft: Readable<number>;
  queueStatus: QueueStatus;
  online: boolean;
  answered: number;
  marked: number;
  submitting: boolean;
  onSubmit: () => void;
  /** Section timers: the open block's countdown and name; null without them. */
  block?: { secondsLeft: Readable<number>; label: string } | null;
  /** Compensatory minutes included in the clocks. */
  compensatoryMinutes?: number;
  /** CBT mode: the submit dialog counts the five palette states. */
  cbtCounts?: CbtCounts | null;
  /** The test's scheme: whether Answered & Marked for Review is scored (SSC: yes). */
  evaluateAnsweredAndMarked?: boolean;
  /** On a phone, the button that opens the palette sheet: in the sticky header, always in reach. */
  palette?: ReactNode;
}

/** Title, section, position, countdown, save state, Submit Test (spec section 2) and, on a phone, the palette. */
export const ExamHeader = memo(function ExamHeader({
  title,
  sectionLabel,
  number,
  total,
  secondsLeft,
  queueStatus,
  online,
  answered,
  marked,
  submitting,
  onSubmit,
  block = null,
  compensatoryMinutes = 0,
  cbtCounts = null,
  evaluateAnsweredAndMarked = true,
  palette = null,
}: ExamHeaderProps) {
  const { _ } = useExamMessages();
  const [confirming, setConfirming] = useState(false);
  // Some find a running clock distracting: the digits can be hidden, the spoken alerts stay.
  const [timerHidden, setTimerHidden] = useState(false);
  const save = saveStateOf(queueStatus, online, _);
  return (
    <header className="exam-header">
      <div className={palette ? 'container exam-header__inner has-palette' : 'container exam-header__inner'}>
        <h1 className="exam-header__title">{title}</h1>
        <div className={block ? 'exam-header__timer exam-header__timer--two' : 'exam-header__timer'}>
          {block ? (
            <>
              <span className="exam-header__clock">
                <span className="exam-header__clock-label" aria-hidden="true">
                  {_('exam.sectionClock')}
                </span>
                <Countdown
                  secondsLeft={block.secondsLeft}
                  label={_('exam.timeLeftIn', { block: block.label })}
                  scope="section"
                  testId="section-timer"
                  hidden={timerHidden}
                />
              </span>
              <span className="exam-header__clock">
                <span className="exam-header__clock-label" aria-hidden="true">
                  {_('exam.testClock')}
                </span>
                <Countdown secondsLeft={secondsLeft} hidden={timerHidden} />
              </span>
            </>
          ) : (
            <Countdown secondsLeft={secondsLeft} hidden={timerHidden} />
          )}
          <button
            type="button"
            className="exam-header__hide-timer"
            onClick={() => setTimerHidden((hidden) => !hidden)}
          >
            {_(timerHidden ? 'exam.showTimer' : 'exam.hideTimer')}
          </button>
        </div>
        <div className="exam-header__meta">
          {sectionLabel ? <Badge tone="primary">{sectionLabel}</Badge> : null}
          {compensatoryMinutes > 0 ? (
            <span className="exam-header__extra" data-testid="compensatory-time">
              {_('exam.compensatory', { time: minutesText(compensatoryMinutes, _) })}
            </span>
          ) : null}
          <span>{_('exam.position', { number, total })}</span>
          <span className={`save-state save-state--${save.kind}`} data-testid="save-state" role="status">
            {save.text}
          </span>
        </div>
        {palette ? <div className="exam-header__palette-slot">{palette}</div> : null}
        <div className="exam-header__submit">
          <AlertDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="destructive" disabled={submitting}>
                {_('exam.submitTest')}
              </Button>
            }
            title={_('exam.submitTitle')}
            description={
              cbtCounts ? (
                <>
                  <ul
                    className="submit-summary"
                    aria-label={_('exam.yourAnswers')}
                    data-testid="submit-summary"
                  >
                    {CBT_LEGEND_ORDER.map((state) => (
                      <li key={state}>
                        {_(CBT_STATE_LABELS[state])}: <strong>{cbtCounts[state]}</strong>
                      </li>
                    ))}
                  </ul>
                  <p>{_(evaluateAnsweredAndMarked ? 'exam.amrCounts' : 'exam.amrNotEvaluated')}</p>
                </>
              ) : (
                <>
                  <p>{_('exam.answeredOutOf', { answered, total })}</p>
                  <p>{_('exam.markedForReviewCount', { marked })}</p>
                  <p>{_('exam.noChangeAfter')}</p>
                </>
              )
            }
            cancelLabel={_('exam.continueTest')}
            confirmLabel={_('exam.yesSubmit')}
            destructive
            onConfirm={onSubmit}
          />
        </div>
      </div>
      <div
        className="progress exam-header__progress"
        role="progressbar"
        aria-label={_('exam.positionInTest')}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={number}
      >
        <div className="progress__bar" style={{ width: `${total ? (number / total) * 100 : 0}%` }} />
      </div>
    </header>
  );
});
