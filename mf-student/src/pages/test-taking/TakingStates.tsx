import { Spinner } from '@ssc/web-core';
import { useExamMessages } from './examCatalog';

export function LoadingTest() {
  const { _ } = useExamMessages();
  return <Spinner label={_('exam.loading')} />;
}

/** Spec section 2: blocks the screen while the submission is on its way. */
export function SubmittingOverlay() {
  const { _ } = useExamMessages();
  return (
    <div
      className="submit-overlay"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="submit-overlay-title"
    >
      <div className="submit-overlay__box">
        <span className="spinner" aria-hidden="true" />
        <p id="submit-overlay-title" className="submit-overlay__title">
          {_('exam.submitting')}
        </p>
        <p className="text-muted">{_('exam.pleaseWait')}</p>
      </div>
    </div>
  );
}
