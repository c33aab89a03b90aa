import { Button, errorMessageFor, REPORT_REASONS, type ReportReason, useMessages } from '@ssc/web-core';
import { Dialog } from '@ssc/web-core/dialog';
import { Field, Textarea } from '@ssc/web-core/form';
import { type FormEvent, useState } from 'react';
import { ReasonFieldset } from './ReasonFieldset';
import { solutionsCatalog } from './solutionsCatalog';
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
  const { _, formatNumber } = useMessages(solutionsCatalog);
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
      title={_('solutions.report.title')}
      description={_('solutions.report.description', { number: questionNumber })}
    >
      <form className="form" onSubmit={onSubmit} noValidate>
        <ReasonFieldset
          name="report-reason"
          legend={_('solutions.report.reason')}
          reasons={REPORT_REASONS}
          labelOf={(value) => _(`solutions.reason.${value}`)}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setMissingReason(false);
          }}
          missingMessage={missingReason ? _('solutions.report.chooseReason') : null}
        />
        <Field
          id="report-details"
          label={_('solutions.report.details')}
          hint={_('solutions.report.characters', {
            used: formatNumber(details.length),
            max: formatNumber(DETAILS_MAX),
          })}
          error={report.isError ? errorMessageFor(report.error) || _('solutions.report.failed') : null}
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
            {_('solutions.report.cancel')}
          </Button>
          <Button type="submit" loading={report.isPending}>
            {_('solutions.report.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
