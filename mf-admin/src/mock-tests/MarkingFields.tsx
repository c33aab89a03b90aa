import { useMessages } from '@ssc/web-core';
import { Field, Input } from '@ssc/web-core/form';
import { adminCatalog } from '../i18n/adminCatalog';
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
  { field: 'durationMinutes', label: 'admin.test.duration', min: 1, max: 600, step: 1 },
  {
    field: 'totalQuestions',
    label: 'admin.test.totalQuestions',
    min: 1,
    max: 500,
    step: 1,
    hint: 'admin.test.totalQuestionsHint',
  },
  { field: 'marksPerQuestion', label: 'admin.test.marksPerQuestion', min: 0.25, max: 100, step: 0.25 },
  { field: 'negativeMarks', label: 'admin.test.negativeMarks', min: 0, max: 100, step: 0.25 },
  {
    field: 'totalMarks',
    label: 'admin.test.totalMarks',
    min: 0,
    max: 5000,
    step: 0.25,
    hint: 'admin.test.totalMarksHint',
  },
];

export function MarkingFields({ form, set }: { form: TestFormState; set: SetTestField }) {
  const { _ } = useMessages(adminCatalog);
  return (
    <div className="form-grid form-grid--numbers">
      {FIELDS.map(({ field, label, min, max, step, hint }) => (
        <Field key={field} id={`test-${field}`} label={_(label)} hint={hint && _(hint)}>
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
