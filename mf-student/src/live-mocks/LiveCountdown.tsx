import { useMessages } from '@ssc/web-core';
import { countdownMilestoneStep, formatCountdown, secondsUntil } from '@ssc/web-core/live-mocks';
import { studentCatalog } from '../i18n/studentCatalog';

/**
 * Time to `to` on the server's clock. The visible timer is not a live region (it changes every
 * second); a separate polite region holds a phrase that changes only at a few milestones, as the
 * exam's countdown does, so a screen reader hears it rarely.
 */
export function LiveCountdown({
  to,
  serverNowMs,
  label,
  what,
}: {
  to: string;
  serverNowMs: number;
  /** Visible and accessible name, for example "Starts in". */
  label: string;
  /** For the announcements: "the start", "the end" (already in the interface's language). */
  what: string;
}) {
  const { _ } = useMessages(studentCatalog);
  const seconds = secondsUntil(to, serverNowMs, 0);
  const text = formatCountdown(seconds);
  const step = countdownMilestoneStep(seconds);
  return (
    <span className="live-countdown">
      <span className="live-countdown__label">{label}</span>{' '}
      <span role="timer" aria-label={`${label} ${text}`} className="live-countdown__time">
        {text}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {step ? _(`liveMock.milestone.${step}`, { what }) : ''}
      </span>
    </span>
  );
}
