import type {
  InputHTMLAttributes,
  LabelHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';

/** Always tied to a control by id, so clicking the label focuses the control and screen readers name it. */
export function Label({
  className,
  htmlFor,
  children,
  ...rest
}: LabelHTMLAttributes<HTMLLabelElement> & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className={className ? `label ${className}` : 'label'} {...rest}>
      {children}
    </label>
  );
}

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={className ? `input ${className}` : 'input'} {...rest} />;
}

export function Textarea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={className ? `input textarea ${className}` : 'input textarea'} {...rest} />;
}

/** A native checkbox with its label beside it (clicking the text toggles it). */
export function Checkbox({
  label,
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode }) {
  return (
    <label className={className ? `checkbox ${className}` : 'checkbox'}>
      <input type="checkbox" className="checkbox__input" {...rest} />
      <span>{label}</span>
    </label>
  );
}

export function Select({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={className ? `input select ${className}` : 'input select'} {...rest} />;
}

export interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  /** Receives the ids to wire into aria-describedby, so hints and errors are read with the control. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** A labelled control with an optional hint and an inline error announced to screen readers. */
export function Field({ id, label, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy)}
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
