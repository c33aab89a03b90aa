import { Field, Textarea } from '@ssc/web-core/form';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  lang?: string;
  rows?: number;
}

export function TextAreaField({ id, label, value, onChange, required, lang, rows = 3 }: Props) {
  return (
    <Field id={id} label={label}>
      {(describedBy) => (
        <Textarea
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          required={required}
          lang={lang}
          rows={rows}
          maxLength={10000}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );
}
