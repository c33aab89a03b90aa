import type { HTMLAttributes } from 'react';
import { useCoreMessage } from '../i18n/coreMessages';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export function Badge({
  tone = 'neutral',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={['badge', `badge--${tone}`, className].filter(Boolean).join(' ')} {...rest} />;
}

/** A spinner with a visible (or screen-reader-only) label, announced politely. */
export function Spinner({ label, showLabel = true }: { label?: string; showLabel?: boolean }) {
  const loading = useCoreMessage('core.loading');
  return (
    <div className="spinner-block" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className={showLabel ? 'spinner-block__label' : 'visually-hidden'}>{label ?? loading}</span>
    </div>
  );
}
