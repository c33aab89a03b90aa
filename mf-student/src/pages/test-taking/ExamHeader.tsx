import { Badge, Button } from '@ssc/web-core';
import { AlertDialog } from '@ssc/web-core/dialog';
import { memo, useState } from 'react';
import type { QueueStatus } from './answerQueue';
import { Countdown } from './Countdown';
import type { Readable } from './externalStore';
import { saveStateOf } from './saveState';

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
}

/** Title, section, position, countdown, save state and Submit Test (spec section 2). */
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
}: ExamHeaderProps) {
  const [confirming, setConfirming] = useState(false);
  const save = saveStateOf(queueStatus, online);
  return (
    <header className="exam-header">
      <div className="container exam-header__inner">
        <h1 className="exam-header__title">{title}</h1>
        <div className="exam-header__timer">
          <Countdown secondsLeft={secondsLeft} />
        </div>
        <div className="exam-header__meta">
          {sectionLabel ? <Badge tone="primary">{sectionLabel}</Badge> : null}
          <span>
            Question {number} of {total}
          </span>
          <span className={`save-state save-state--${save.kind}`} data-testid="save-state" role="status">
            {save.text}
          </span>
        </div>
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
              <>
                <p>
                  You have answered <strong>{answered}</strong> out of <strong>{total}</strong> questions.
                </p>
                <p>
                  Marked for review: <strong>{marked}</strong>
                </p>
                <p>You cannot change your answers after submitting.</p>
              </>
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
