import {
  type ComponentType,
  cloneElement,
  isValidElement,
  lazy,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import type { AlertDialogProps, DialogProps } from './radixDialogs';

export type { AlertDialogProps, DialogProps } from './radixDialogs';

// Radix's dialogs (focus trap, scroll lock, layers: about 15 KiB compressed) load when a dialog
// first opens. Pages that only might open one, the exam screen's Submit above all, do not pay for
// them up front; pointing at or focusing the trigger starts the download early.
const loadRadix = () => import('./radixDialogs');
const RadixDialog = lazy(() => loadRadix().then((m) => ({ default: m.RadixDialog })));
const RadixAlertDialog = lazy(() => loadRadix().then((m) => ({ default: m.RadixAlertDialog })));
const prefetch = () => {
  loadRadix().catch(() => {}); // a failed prefetch is retried by the opening that needs it
};

type Openable = { open?: boolean; onOpenChange?: (open: boolean) => void; trigger?: ReactNode };
type TriggerProps = { onClick?: (event: MouseEvent<HTMLElement>) => void };

/**
 * Shows only the trigger until the dialog first opens (its click, or `open` turning true), then
 * the Radix dialog, which stays mounted afterwards. Until the code arrives the trigger stays on
 * screen, so nothing jumps.
 */
function OnFirstOpen<P extends Openable>({ Dialog, props }: { Dialog: ComponentType<P>; props: P }) {
  const [clicked, setClicked] = useState(false);
  const [shown, setShown] = useState(false);
  if (props.open && !shown) setShown(true); // once open, Radix stays mounted (focus return, closing)
  const original = isValidElement<TriggerProps>(props.trigger) ? props.trigger : null;
  const trigger = original
    ? cloneElement(original as ReactElement<TriggerProps & Record<string, unknown>>, {
        'aria-haspopup': 'dialog',
        onPointerEnter: prefetch,
        onFocus: prefetch,
        onClick: (event: MouseEvent<HTMLElement>) => {
          original.props.onClick?.(event);
          if (event.defaultPrevented) return;
          setClicked(true);
          props.onOpenChange?.(true);
        },
      })
    : (props.trigger ?? null);
  if (!clicked && !shown && !props.open) return trigger;
  // An uncontrolled dialog opened by its trigger's click starts open.
  const opened = props.open === undefined ? { defaultOpen: clicked } : {};
  return (
    <Suspense fallback={trigger}>
      <Dialog {...props} {...opened} />
    </Suspense>
  );
}

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it. */
export function Dialog(props: DialogProps) {
  return <OnFirstOpen Dialog={RadixDialog} props={props} />;
}

/** A confirmation that needs an explicit answer: no dismiss on outside click; Cancel gets initial focus. */
export function AlertDialog(props: AlertDialogProps) {
  return <OnFirstOpen Dialog={RadixAlertDialog} props={props} />;
}
