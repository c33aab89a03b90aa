import type { TestTemplate } from '@ssc/contracts';
import { Button, SECTION_LABELS, useMessages } from '@ssc/web-core';
import { Field, Select } from '@ssc/web-core/form';
import { useState } from 'react';
import { adminCatalog } from '../i18n/adminCatalog';
import { useTestTemplates } from './useTestTemplates';

interface Props {
  applied: TestTemplate | null;
  /** Selected questions per section against the pattern's plan (shown once a template is applied). */
  progress: { section: TestTemplate['sections'][number]; wanted: number; selected: number }[];
  onApply: (template: TestTemplate) => void;
}

/** "Start from a template": a real exam pattern fills the form; the admin then selects questions. */
export function TemplatePicker({ applied, progress, onApply }: Props) {
  const { _ } = useMessages(adminCatalog);
  const templates = useTestTemplates();
  const [chosen, setChosen] = useState('');
  const template = templates.data?.find((t) => t.id === chosen) ?? null;

  return (
    <section className="template-picker" aria-labelledby="template-picker-title">
      <h3 id="template-picker-title" className="label">
        {_('admin.template.title')}
      </h3>
      <div className="template-picker__row">
        <Field id="test-template" label={_('admin.template.pattern')}>
          {(describedBy) => (
            <Select
              id="test-template"
              value={chosen}
              disabled={!templates.data}
              aria-describedby={describedBy}
              onChange={(e) => setChosen(e.target.value)}
            >
              <option value="">
                {templates.isError ? _('admin.template.failed') : _('admin.template.choose')}
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
          {_('admin.template.use')}
        </Button>
      </div>
      {template ? <p className="field__hint">{template.description}</p> : null}
      {applied ? (
        <div className="template-picker__applied" role="status">
          <p>
            {_('admin.template.filledFrom')} <strong>{applied.name}</strong>.{' '}
            {_('admin.template.source', { source: applied.source })}
            {applied.note ? ` ${applied.note}` : ''}
          </p>
          <ul aria-label={_('admin.template.plan')} className="template-picker__plan">
            {progress.map((p) => (
              <li key={p.section} className={p.selected === p.wanted ? 'is-done' : undefined}>
                {_('admin.template.progress', {
                  section: SECTION_LABELS[p.section],
                  selected: p.selected,
                  wanted: p.wanted,
                })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
