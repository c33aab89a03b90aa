import { Field, Input } from '@ssc/web-core';
import type { SetTestField, TestFormState } from './testFormState';

type NumberField = 'durationMinutes' | 'totalQuestions' | 'marksPerQuestion' | 'negativeMarks' | 'totalMarks';

interface Spec {
  field: NumberField;
  label: string;
  min: number;
  max: number;
  step: number;
  hint?: string;
}

const FIELDS: Spec[] = [
  { field: 'durationMinutes', label: 'Duration (minutes) *', min: 1, max: 600, step: 1 },
  {
    field: 'totalQuestions',
    label: 'Total Questions *',
    min: 1,
    max: 500,
    step: 1,
    hint: 'Confirm Selection sets this to the number selected.',
  },
  { field: 'marksPerQuestion', label: 'Marks per Question *', min: 0.25, max: 100, step: 0.25 },
  { field: 'negativeMarks', label: 'Negative Marking *', min: 0, max: 100, step: 0.25 },
  {
    field: 'totalMarks',
    label: 'Total Marks *',
    min: 0,
    max: 5000,
    step: 0.25,
    hint: 'Marks per question × total questions; you can override it.',
  },
];

export function MarkingFields({ form, set }: { form: TestFormState; set: SetTestField }) {
  return (
    <div className="form-grid form-grid--numbers">
      {FIELDS.map(({ field, label, min, max, step, hint }) => (
        <Field key={field} id={`test-${field}`} label={label} hint={hint}>
          {(describedBy) => (
            <Input
              id={`test-${field}`}
              type="number"
              inputMode="decimal"
              min={min}
              max={max}
              step={step}
              required
              value={form[field]}
              onChange={(e) => set(field, e.target.value)}
              aria-describedby={describedBy}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
