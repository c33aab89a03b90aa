import type { TestMode } from '@ssc/contracts';
import { Checkbox } from '@ssc/web-core';
import type { ExamRules } from './testFormState';

const MODES: { value: TestMode; label: string; hint: string }[] = [
  { value: 'PRACTICE', label: 'Practice', hint: 'The platform’s own screen (the default).' },
  {
    value: 'CBT',
    label: 'CBT exam screen',
    hint: 'The SSC computer-based test: five palette states, Save & Next, Mark for Review & Next.',
  },
];

interface Props {
  rules: ExamRules;
  onChange: (change: Partial<ExamRules>) => void;
}

/** How the test is sat: the screen, and whether answered-and-marked questions are scored. */
export function ExamRulesFields({ rules, onChange }: Props) {
  return (
    <fieldset className="fieldset exam-rules">
      <legend>Mode *</legend>
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
              {mode.label}
              <span id={`test-mode-${mode.value}-hint`} className="field__hint">
                {mode.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      <Checkbox
        label="Score Answered & Marked for Review as answered"
        checked={rules.evaluateAnsweredAndMarked}
        aria-describedby="test-evaluate-marked-hint"
        onChange={(e) => onChange({ evaluateAnsweredAndMarked: e.target.checked })}
      />
      <p id="test-evaluate-marked-hint" className="field__hint">
        SSC scores an answer saved with a review mark; a mark with no answer is never scored.
      </p>
    </fieldset>
  );
}
