import { useSyncExternalStore } from 'react';
import { useCoreMessage } from '../i18n/coreMessages';
import { dismissToast, getToasts, subscribeToasts } from './toastStore';

/**
 * Renders the toasts. Errors use role="alert" so screen readers announce them at once.
 * aria-live on the region keeps it out of the aria-hidden that a modal dialog puts on the rest of
 * the page (Radix spares live regions), so a toast raised from inside a dialog is still announced.
 */
export function Toaster() {
  const regionName = useCoreMessage('core.notifications');
  const dismiss = useCoreMessage('core.dismissNotification');
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section className="toaster" aria-label={regionName} aria-live="polite">
      <ol>
        {toasts.map((item) => (
          // The role sits inside the <li>: a list item whose role is overridden leaves the <ol> without items.
          <li key={item.id}>
            <div
              className={`toast toast--${item.kind}`}
              role={item.kind === 'error' ? 'alert' : 'status'}
              data-testid="toast"
            >
              <span className="toast__message">{item.message}</span>
              <button
                type="button"
                className="toast__close"
                aria-label={dismiss}
                onClick={() => dismissToast(item.id)}
              >
                ×
              </button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
