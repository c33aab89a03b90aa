/**
 * A required choice of one reason, as the report and the objection dialogs ask it: radios under a
 * legend, and the message for a missing choice tied to the group so it is read with it.
 */
export function ReasonFieldset<R extends string>({
  name,
  legend,
  reasons,
  labelOf,
  value,
  onChange,
  missingMessage,
}: {
  /** The radios' name, also the start of the error's id. */
  name: string;
  legend: string;
  reasons: readonly R[];
  labelOf: (reason: R) => string;
  value: R | null;
  onChange: (reason: R) => void;
  /** Shown while the choice is missing after a try to send. */
  missingMessage: string | null;
}) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="fieldset" aria-describedby={missingMessage ? errorId : undefined}>
      <legend>{legend}</legend>
      {reasons.map((reason) => (
        <label key={reason} className="checkbox">
          <input
            type="radio"
            className="checkbox__input"
            name={name}
            value={reason}
            checked={value === reason}
            onChange={() => onChange(reason)}
          />
          <span>{labelOf(reason)}</span>
        </label>
      ))}
      {missingMessage ? (
        <p id={errorId} className="field__error" role="alert">
          {missingMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
