import { blockSections } from '@ssc/contracts/exam-rules';
import { Button, SECTION_LABELS, useMessages } from '@ssc/web-core';
import { Checkbox, Input, Label } from '@ssc/web-core/form';
import { adminCatalog } from '../i18n/adminCatalog';
import {
  addBlock,
  blockMinutes,
  durationFromBlocks,
  moveBlock,
  removeBlock,
  setBlockMinutes,
  setBlockSection,
  unblockedSections,
} from './examRulesForm';
import type { TestFormState } from './testFormState';

interface Props {
  form: TestFormState;
  update: (change: (state: TestFormState) => TestFormState) => void;
}

/**
 * Section time limits: timed blocks in the order they open, each with its subjects and
 * minutes; their sum is shown against the duration. No blocks: the test runs on one clock.
 */
export function SectionTimingsEditor({ form, update }: Props) {
  const { _ } = useMessages(adminCatalog);
  const blocks = form.examRules.sectionTimings;
  const minutes = blockMinutes(form);
  const free = unblockedSections(form);

  return (
    <fieldset
      className="fieldset blocks"
      aria-describedby={blocks.length > 0 ? 'test-blocks-hint test-blocks-sum' : 'test-blocks-hint'}
    >
      <legend>{_('admin.blocks.legend')}</legend>
      <p id="test-blocks-hint" className="field__hint">
        {_('admin.blocks.hint')}
      </p>
      {blocks.length > 0 ? (
        <ol className="blocks__list" aria-label={_('admin.blocks.list')}>
          {blocks.map((block, i) => {
            const n = i + 1;
            const subjects = blockSections(block);
            return (
              // Blocks have no id of their own; the position is their identity (subjects change in place).
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i} className="blocks__item">
                <fieldset className="fieldset">
                  <legend>{_('admin.blocks.subjects', { n })}</legend>
                  <div className="checkbox-grid">
                    {form.sections.map((s) => (
                      <Checkbox
                        key={s}
                        label={SECTION_LABELS[s]}
                        checked={subjects.includes(s)}
                        onChange={(e) => update((f) => setBlockSection(f, i, s, e.target.checked))}
                      />
                    ))}
                  </div>
                </fieldset>
                <div className="blocks__controls">
                  <div className="field blocks__minutes">
                    <Label htmlFor={`test-block-${n}-minutes`}>{_('admin.blocks.minutes', { n })}</Label>
                    <Input
                      id={`test-block-${n}-minutes`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={600}
                      step={1}
                      required
                      value={block.durationMinutes ? String(block.durationMinutes) : ''}
                      onChange={(e) => update((f) => setBlockMinutes(f, i, e.target.value))}
                    />
                  </div>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={i === 0}
                    aria-label={_('admin.blocks.moveEarlier', { n })}
                    onClick={() => update((f) => moveBlock(f, i, -1))}
                  >
                    {_('admin.blocks.earlier')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={i === blocks.length - 1}
                    aria-label={_('admin.blocks.moveLater', { n })}
                    onClick={() => update((f) => moveBlock(f, i, 1))}
                  >
                    {_('admin.blocks.later')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={_('admin.blocks.remove', { n })}
                    onClick={() => update((f) => removeBlock(f, i))}
                  >
                    {_('admin.common.remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className="row">
        <Button variant="outline" size="sm" disabled={free.length === 0} onClick={() => update(addBlock)}>
          {_('admin.blocks.add')}
        </Button>
      </div>
      {blocks.length > 0 ? (
        <div id="test-blocks-sum" className="row" aria-live="polite">
          <p className={minutes.matches ? 'text-muted' : 'field__error'}>
            {_('admin.blocks.sum', { total: minutes.total, duration: minutes.duration ?? '?' })}
            {minutes.matches ? '' : ` ${_('admin.blocks.mismatch')}`}
          </p>
          {!minutes.matches && minutes.total > 0 ? (
            <Button size="sm" variant="outline" onClick={() => update(durationFromBlocks)}>
              {_('admin.blocks.useTotal', { total: minutes.total })}
            </Button>
          ) : null}
          {free.length > 0 ? (
            <p className="field__error">
              {_('admin.blocks.notInAny', { sections: free.map((s) => SECTION_LABELS[s]).join(', ') })}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
