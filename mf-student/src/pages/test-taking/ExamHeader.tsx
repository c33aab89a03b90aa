import { Badge, Button } from '@ssc/web-core';
import { AlertDialog } from '@ssc/web-core/dialog';
import { memo, type ReactNode, useState } from 'react';
import { formatMinutes } from '../../format/extraMinutes';
import type { QueueStatus } from './answerQueue';
import { Countdown } from './Countdown';
import { CBT_LEGEND_ORDER, CBT_STATE_LABELS, type CbtCounts } from './cbtPalette';
import type { Readable } from './externalStore';
import { saveStateOf } from './saveState';

/** Words this component shows, in one place to translate later (the rest are still inline). */
const TEXT = { hideTimer: 'Hide timer', showTimer: 'Show timer' };

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
  const [confirming, setConfirming] = useState(false);
  // Some find a running clock distracting: the digits can be hidden, the spoken alerts stay.
  const [timerHidden, setTimerHidden] = useState(false);
  const save = saveStateOf(queueStatus, online);
  return (
    <header className="exam-header">
      <div className={palette ? 'container exam-header__inner has-palette' : 'container exam-header__inner'}>
        <h1 className="exam-header__title">{title}</h1>
        <div className={block ? 'exam-header__timer exam-header__timer--two' : 'exam-header__timer'}>
          {block ? (
            <>
              <span className="exam-header__clock">
                <span className="exam-header__clock-label" aria-hidden="true">
                  Section
                </span>
                <Countdown
                  secondsLeft={block.secondsLeft}
                  label={`Time left in ${block.label}`}
                  scope="this section"
                  testId="section-timer"
                  hidden={timerHidden}
                />
              </span>
              <span className="exam-header__clock">
                <span className="exam-header__clock-label" aria-hidden="true">
                  Test
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
            {timerHidden ? TEXT.showTimer : TEXT.hideTimer}
          </button>
        </div>
        <div className="exam-header__meta">
          {sectionLabel ? <Badge tone="primary">{sectionLabel}</Badge> : null}
          {compensatoryMinutes > 0 ? (
            <span className="exam-header__extra" data-testid="compensatory-time">
              Includes {formatMinutes(compensatoryMinutes)} compensatory time
            </span>
          ) : null}
          <span>
            Question {number} of {total}
          </span>
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
                Submit Test
              </Button>
            }
            title="Submit test?"
            description={
              cbtCounts ? (
                <>
                  <ul className="submit-summary" aria-label="Your answers" data-testid="submit-summary">
                    {CBT_LEGEND_ORDER.map((state) => (
                      <li key={state}>
                        {CBT_STATE_LABELS[state]}: <strong>{cbtCounts[state]}</strong>
                      </li>
                    ))}
                  </ul>
                  <p>
                    Answered &amp; Marked for Review{' '}
                    {evaluateAnsweredAndMarked ? 'counts as answered' : 'is not evaluated in this test'}.
                    Marked for Review alone is not evaluated. You cannot change your answers after submitting.
                  </p>
                </>
              ) : (
                <>
                  <p>
                    You have answered <strong>{answered}</strong> out of <strong>{total}</strong> questions.
                  </p>
                  <p>
                    Marked for review: <strong>{marked}</strong>
                  </p>
                  <p>You cannot change your answers after submitting.</p>
                </>
              )
            }
            cancelLabel="Continue Test"
            confirmLabel="Yes, Submit"
            destructive
            onConfirm={onSubmit}
          />
        </div>
      </div>
      <div
        className="progress exam-header__progress"
        role="progressbar"
        aria-label="Position in test"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={number}
      >
        <div className="progress__bar" style={{ width: `${total ? (number / total) * 100 : 0}%` }} />
      </div>
    </header>
  );
});
