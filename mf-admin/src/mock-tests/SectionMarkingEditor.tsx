import type { Section } from '@ssc/contracts';
import { Button, SECTION_LABELS, useMessages } from '@ssc/web-core';
import { Input, Label, Select } from '@ssc/web-core/form';
import { adminCatalog } from '../i18n/adminCatalog';
import { addSectionMarking, removeSectionMarking, updateSectionMarking } from './examRulesForm';
import type { TestFormState } from './testFormState';

interface Props {
  form: TestFormState;
  update: (change: (state: TestFormState) => TestFormState) => void;
}

/** Per-section marking: marks for one section's questions, overriding the test's. */
export function SectionMarkingEditor({ form, update }: Props) {
  const { _ } = useMessages(adminCatalog);
  const rows = form.examRules.sectionMarking;
  const listed = new Set(rows.map((r) => r.section));
  return (
    <fieldset className="fieldset section-marking" aria-describedby="test-marking-hint">
      <legend>{_('admin.marking.legend')}</legend>
      <p id="test-marking-hint" className="field__hint">
        {_('admin.marking.hint')}
      </p>
      {rows.length > 0 ? (
        <ol className="section-marking__list" aria-label={_('admin.marking.list')}>
          {rows.map((row, i) => {
            const n = i + 1;
            return (
              // A row's section can change in place; its position is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i} className="section-marking__row">
                <div className="field">
                  <Label htmlFor={`test-marking-${n}-section`}>{_('admin.marking.section', { n })}</Label>
                  <Select
                    id={`test-marking-${n}-section`}
                    value={row.section}
                    onChange={(e) =>
                      update((f) => updateSectionMarking(f, i, { section: e.target.value as Section }))
                    }
                  >
                    {form.sections
                      .filter((s) => s === row.section || !listed.has(s))
                      .map((s) => (
                        <option key={s} value={s}>
                          {SECTION_LABELS[s]}
                        </option>
                      ))}
                  </Select>
                </div>
                <div className="field">
                  <Label htmlFor={`test-marking-${n}-marks`}>{_('admin.marking.marks', { n })}</Label>
                  <Input
                    id={`test-marking-${n}-marks`}
                    type="number"
                    inputMode="decimal"
                    min={0.25}
                    max={100}
                    step={0.25}
                    value={String(row.marksPerQuestion)}
                    onChange={(e) =>
                      update((f) => updateSectionMarking(f, i, { marksPerQuestion: Number(e.target.value) }))
                    }
                  />
                </div>
                <div className="field">
                  <Label htmlFor={`test-marking-${n}-negative`}>{_('admin.marking.negative', { n })}</Label>
                  <Input
                    id={`test-marking-${n}-negative`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={100}
                    step={0.25}
                    value={String(row.negativeMarks)}
                    onChange={(e) =>
                      update((f) => updateSectionMarking(f, i, { negativeMarks: Number(e.target.value) }))
                    }
                  />
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={_('admin.marking.remove', { n, section: SECTION_LABELS[row.section] })}
                  onClick={() => update((f) => removeSectionMarking(f, i))}
                >
                  {_('admin.common.remove')}
                </Button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="row">
        <Button
          variant="outline"
          size="sm"
          disabled={form.sections.every((s) => listed.has(s))}
          onClick={() => update(addSectionMarking)}
        >
          {_('admin.marking.add')}
        </Button>
      </div>
    </fieldset>
  );
}
