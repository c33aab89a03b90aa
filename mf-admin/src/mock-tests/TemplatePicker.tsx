import type { TestTemplate } from '@ssc/contracts';
import { Button, Field, SECTION_LABELS, Select } from '@ssc/web-core';
import { useState } from 'react';
import { useTestTemplates } from './useTestTemplates';

interface Props {
  applied: TestTemplate | null;
  /** Selected questions per section against the pattern's plan (shown once a template is applied). */
  progress: { section: TestTemplate['sections'][number]; wanted: number; selected: number }[];
  onApply: (template: TestTemplate) => void;
}

/** "Start from a template": a real exam pattern fills the form; the admin then selects questions. */
export function TemplatePicker({ applied, progress, onApply }: Props) {
  const templates = useTestTemplates();
  const [chosen, setChosen] = useState('');
  const template = templates.data?.find((t) => t.id === chosen) ?? null;

  return (
    <section className="template-picker" aria-labelledby="template-picker-title">
      <h3 id="template-picker-title" className="label">
        Start from a template
      </h3>
      <div className="template-picker__row">
        <Field id="test-template" label="Exam pattern">
          {(describedBy) => (
            <Select
              id="test-template"
              value={chosen}
              disabled={!templates.data}
              aria-describedby={describedBy}
              onChange={(e) => setChosen(e.target.value)}
            >
              <option value="">
                {templates.isError ? 'Templates could not be loaded' : 'Choose a pattern'}
              </option>
              {(templates.data ?? []).map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button variant="secondary" disabled={!template} onClick={() => template && onApply(template)}>
          Use template
        </Button>
      </div>
      {template ? <p className="field__hint">{template.description}</p> : null}
      {applied ? (
        <div className="template-picker__applied" role="status">
          <p>
            Filled from <strong>{applied.name}</strong>. Source: {applied.source}.
            {applied.note ? ` ${applied.note}` : ''}
          </p>
          <ul aria-label="Questions the pattern asks for" className="template-picker__plan">
            {progress.map((p) => (
              <li key={p.section} className={p.selected === p.wanted ? 'is-done' : undefined}>
                {SECTION_LABELS[p.section]}: {p.selected} of {p.wanted} selected
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
