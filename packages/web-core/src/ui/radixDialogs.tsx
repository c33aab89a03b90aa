import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { useCoreMessage } from '../i18n/coreMessages';
import { buttonClassName } from './button';

export interface DialogProps {
  open?: boolean;
  /** Uncontrolled: open when first shown (the lazy wrapper in dialog.tsx mounts it on the opening click). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered via asChild, so pass a button). */
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /**
   * 'lg' for dialogs holding a list or a whole form; 'sheet' rises from the bottom edge, full
   * width, for a panel a phone keeps off its screen until asked (the exam's palette).
   */
  size?: 'md' | 'lg' | 'sheet';
  /** A further class on the dialog box, for content that needs its page's styles around it. */
  className?: string;
  /**
   * Asked as the dialog closes: false leaves focus where the closing put it (a choice in the
   * dialog that moved focus itself, to the question it opened), instead of returning it to the
   * opener.
   */
  returnFocus?: () => boolean;
}

/**
 * Radix returns focus to its own Trigger on close; dialogs opened from elsewhere (controlled, no
 * trigger) would drop focus to <body>. This remembers what had focus when the dialog opened and
 * returns there, if it is still on the page.
 */
function useReturnFocus(hasTrigger: boolean, returnFocus?: () => boolean) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      if (returnFocus && !returnFocus()) {
        event.preventDefault();
        return;
      }
      if (hasTrigger || !opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it. */
export function RadixDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  size = 'md',
  className,
  returnFocus: shouldReturnFocus,
}: DialogProps) {
  const returnFocus = useReturnFocus(!!trigger, shouldReturnFocus);
  const closeLabel = useCoreMessage('core.close');
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog__overlay" />
        <DialogPrimitive.Content
          className={['dialog', size === 'md' ? '' : `dialog--${size}`, className ?? '']
            .filter(Boolean)
            .join(' ')}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          <DialogPrimitive.Title className="dialog__title">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="dialog__description">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {children}
          <DialogPrimitive.Close className="dialog__close" aria-label={closeLabel}>
            ×
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export interface AlertDialogProps
  extends Omit<DialogProps, 'children' | 'size' | 'className' | 'returnFocus'> {
  cancelLabel?: string;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}

/** A confirmation that needs an explicit answer: no dismiss on outside click; Cancel gets initial focus. */
export function RadixAlertDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel,
  confirmLabel,
  destructive = false,
  onConfirm,
}: AlertDialogProps) {
  const returnFocus = useReturnFocus(!!trigger);
  const cancel = useCoreMessage('core.cancel');
  return (
    <AlertDialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger> : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="dialog__overlay" />
        <AlertDialogPrimitive.Content className="dialog" {...returnFocus}>
          <AlertDialogPrimitive.Title className="dialog__title">{title}</AlertDialogPrimitive.Title>
          {description ? (
            <AlertDialogPrimitive.Description className="dialog__description" asChild>
              <div>{description}</div>
            </AlertDialogPrimitive.Description>
          ) : null}
          <div className="dialog__actions">
            <AlertDialogPrimitive.Cancel className={buttonClassName({ variant: 'outline' })}>
              {cancelLabel ?? cancel}
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action
              className={buttonClassName({ variant: destructive ? 'destructive' : 'primary' })}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
