import {
  Button,
  Field,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  Textarea,
} from '@ssc/web-core';
import { Dialog } from '@ssc/web-core/dialog';
import { type FormEvent, useState } from 'react';
import { useReportQuestion } from './useSolutions';

const DETAILS_MAX = 1000;

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  attemptId: string;
  questionId: string;
  questionNumber: number;
}

/** Report: pick a reason, optionally explain, send to the admins' list. */
export function ReportDialog({ open, onOpenChange, attemptId, questionId, questionNumber }: Props) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const close = () => {
    setReason(null);
    setDetails('');
    setMissingReason(false);
    onOpenChange(false);
  };
  const report = useReportQuestion(attemptId, close);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      return;
    }
    const text = details.trim();
    report.mutate({ questionId, reason, ...(text ? { details: text } : {}) });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Report a problem"
      description={`What is wrong with question ${questionNumber}?`}
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <fieldset className="fieldset" aria-describedby={missingReason ? 'report-reason-error' : undefined}>
          <legend>Reason</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="checkbox">
              <input
                type="radio"
                className="checkbox__input"
                name="report-reason"
                value={value}
                checked={reason === value}
                onChange={() => {
                  setReason(value);
                  setMissingReason(false);
                }}
              />
              <span>{REPORT_REASON_LABELS[value]}</span>
            </label>
          ))}
          {missingReason ? (
            <p id="report-reason-error" className="field__error" role="alert">
              Please choose a reason
            </p>
          ) : null}
        </fieldset>
        <Field
          id="report-details"
          label="Details (optional)"
          hint={`${details.length}/${DETAILS_MAX} characters`}
          error={report.isError ? report.error.message || 'Could not send the report' : null}
        >
          {(describedBy) => (
            <Textarea
              id="report-details"
              value={details}
              maxLength={DETAILS_MAX}
              aria-describedby={describedBy}
              onChange={(event) => setDetails(event.target.value)}
            />
          )}
        </Field>
        <div className="dialog__actions">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={report.isPending}>
            Send Report
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
