import type { TestMode } from '@ssc/contracts';
import { useMessages } from '@ssc/web-core';
import { Checkbox } from '@ssc/web-core/form';
import { adminCatalog } from '../i18n/adminCatalog';
import type { ExamRules } from './testFormState';

const MODES: { value: TestMode; label: string; hint: string }[] = [
  { value: 'PRACTICE', label: 'admin.test.mode.practice', hint: 'admin.test.mode.practiceHint' },
  { value: 'CBT', label: 'admin.test.mode.cbt', hint: 'admin.test.mode.cbtHint' },
];

interface Props {
  rules: ExamRules;
  onChange: (change: Partial<ExamRules>) => void;
}

/** How the test is sat: the screen, and whether answered-and-marked questions are scored. */
export function ExamRulesFields({ rules, onChange }: Props) {
  const { _ } = useMessages(adminCatalog);
  return (
    <fieldset className="fieldset exam-rules">
      <legend>{_('admin.test.mode')}</legend>
      <div className="exam-rules__modes">
        {MODES.map((mode) => (
          <label key={mode.value} className="checkbox exam-rules__mode">
            <input
              type="radio"
              name="test-mode"
              className="checkbox__input"
              value={mode.value}
              checked={rules.mode === mode.value}
              onChange={() => onChange({ mode: mode.value })}
              aria-describedby={`test-mode-${mode.value}-hint`}
            />
            <span>
              {_(mode.label)}
              <span id={`test-mode-${mode.value}-hint`} className="field__hint">
                {_(mode.hint)}
              </span>
            </span>
          </label>
        ))}
      </div>
      <Checkbox
        label={_('admin.test.scoreMarked')}
        checked={rules.evaluateAnsweredAndMarked}
        aria-describedby="test-evaluate-marked-hint"
        onChange={(e) => onChange({ evaluateAnsweredAndMarked: e.target.checked })}
      />
      <p id="test-evaluate-marked-hint" className="field__hint">
        {_('admin.test.scoreMarkedHint')}
      </p>
    </fieldset>
  );
}
