import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts } from './toastStore';

/** Renders the toasts. Errors use role="alert" so screen readers announce them at once. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section className="toaster" aria-label="Notifications">
      <ol>
        {toasts.map((item) => (
          <li
            key={item.id}
            className={`toast toast--${item.kind}`}
            role={item.kind === 'error' ? 'alert' : 'status'}
            data-testid="toast"
          >
            <span className="toast__message">{item.message}</span>
            <button
              type="button"
              className="toast__close"
              aria-label="Dismiss notification"
              onClick={() => dismissToast(item.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
