import { Button, SECTION_LABELS, SECTIONS, useMessages } from '@ssc/web-core';
import { Field, Input, Select } from '@ssc/web-core/form';
import { adminCatalog } from '../i18n/adminCatalog';
import { useTopics } from './useQuestions';

export interface BankFilters {
  search: string;
  section: string;
  topic: string;
}

interface Props {
  filters: BankFilters;
  onChange: (filters: BankFilters) => void;
  onClear: () => void;
}

export function QuestionBankFilters({ filters, onChange, onClear }: Props) {
  const { _ } = useMessages(adminCatalog);
  const topics = useTopics();
  const active = filters.search !== '' || filters.section !== '' || filters.topic !== '';
  return (
    <search className="bank-filters" aria-label={_('admin.filters.label')}>
      <Field id="bank-search" label={_('admin.filters.search')}>
        {() => (
          <Input
            id="bank-search"
            type="search"
            value={filters.search}
            placeholder={_('admin.filters.searchPlaceholder')}
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
          />
        )}
      </Field>
      <Field id="bank-section" label={_('admin.selection.section')}>
        {() => (
          <Select
            id="bank-section"
            value={filters.section}
            onChange={(e) => onChange({ ...filters, section: e.target.value })}
          >
            <option value="">{_('admin.filters.allSections')}</option>
            {SECTIONS.map((s) => (
              <option key={s} value={s}>
                {SECTION_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="bank-topic" label={_('admin.selection.topic')}>
        {() => (
          <Select
            id="bank-topic"
            value={filters.topic}
            onChange={(e) => onChange({ ...filters, topic: e.target.value })}
          >
            <option value="">{_('admin.selection.allTopics')}</option>
            {(topics.data ?? []).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button variant="outline" onClick={onClear} disabled={!active} className="bank-filters__clear">
        {_('admin.filters.clear')}
      </Button>
    </search>
  );
}
