import type { Section } from '@ssc/contracts';
import { MAIN_SECTIONS, SECTION_LABELS, useMessages } from '@ssc/web-core';
import { Checkbox } from '@ssc/web-core/form';
import { adminCatalog } from '../i18n/adminCatalog';

/** The four main sections, and CGL Tier-II's Computer Knowledge module. */
const TEST_SECTIONS: readonly Section[] = [...MAIN_SECTIONS, 'COMPUTER_KNOWLEDGE'];

interface Props {
  selected: readonly Section[];
  error: string | null;
  onToggle: (section: Section, checked: boolean) => void;
}

/** The sections a test can draw questions from (spec section 3, plus Computer Knowledge). */
export function SectionCheckboxes({ selected, error, onToggle }: Props) {
  const { _ } = useMessages(adminCatalog);
  return (
    <fieldset className="fieldset" aria-describedby={error ? 'test-sections-error' : undefined}>
      <legend>{_('admin.test.sections')}</legend>
      <div className="checkbox-grid">
        {TEST_SECTIONS.map((section) => (
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
