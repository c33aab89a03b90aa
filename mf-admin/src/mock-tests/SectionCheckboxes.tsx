import type { Section } from '@ssc/contracts';
import { Checkbox, MAIN_SECTIONS, SECTION_LABELS } from '@ssc/web-core';

interface Props {
  selected: readonly Section[];
  error: string | null;
  onToggle: (section: Section, checked: boolean) => void;
}

/** The four main sections a test can draw questions from (spec section 3). */
export function SectionCheckboxes({ selected, error, onToggle }: Props) {
  return (
    <fieldset className="fieldset" aria-describedby={error ? 'test-sections-error' : undefined}>
      <legend>Sections *</legend>
      <div className="checkbox-grid">
        {MAIN_SECTIONS.map((section) => (
          <Checkbox
            key={section}
            label={SECTION_LABELS[section]}
            checked={selected.includes(section)}
            onChange={(e) => onToggle(section, e.target.checked)}
          />
        ))}
      </div>
      {error ? (
        <p id="test-sections-error" className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
