import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonClassName } from './button';

export interface DialogProps {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered via asChild, so pass a button). */
  trigger?: ReactNode;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it. */
export function Dialog({ open, onOpenChange, trigger, title, description, children }: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="dialog__overlay" />
        <DialogPrimitive.Content className="dialog">
          <DialogPrimitive.Title className="dialog__title">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="dialog__description">
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {children}
          <DialogPrimitive.Close className="dialog__close" aria-label="Close">
            ×
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export interface AlertDialogProps extends Omit<DialogProps, 'children'> {
  cancelLabel?: string;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}

/** A confirmation that needs an explicit answer: no dismiss on outside click; Cancel gets initial focus. */
export function AlertDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  cancelLabel = 'Cancel',
  confirmLabel,
  destructive = false,
  onConfirm,
}: AlertDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger> : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="dialog__overlay" />
        <AlertDialogPrimitive.Content className="dialog">
          <AlertDialogPrimitive.Title className="dialog__title">{title}</AlertDialogPrimitive.Title>
          {description ? (
            <AlertDialogPrimitive.Description className="dialog__description" asChild>
              <div>{description}</div>
            </AlertDialogPrimitive.Description>
          ) : null}
          <div className="dialog__actions">
            <AlertDialogPrimitive.Cancel className={buttonClassName({ variant: 'outline' })}>
              {cancelLabel}
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
