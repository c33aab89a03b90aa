import { Button, Field, Input, SECTION_LABELS, SECTIONS, Select } from '@ssc/web-core';
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
  const topics = useTopics();
  const active = filters.search !== '' || filters.section !== '' || filters.topic !== '';
  return (
    <search className="bank-filters" aria-label="Filter questions">
      <Field id="bank-search" label="Search">
        {() => (
          <Input
            id="bank-search"
            type="search"
            value={filters.search}
            placeholder="Search question text"
            onChange={(e) => onChange({ ...filters, search: e.target.value })}
          />
        )}
      </Field>
      <Field id="bank-section" label="Section">
        {() => (
          <Select
            id="bank-section"
            value={filters.section}
            onChange={(e) => onChange({ ...filters, section: e.target.value })}
          >
            <option value="">All sections</option>
            {SECTIONS.map((s) => (
              <option key={s} value={s}>
                {SECTION_LABELS[s]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field id="bank-topic" label="Topic">
        {() => (
          <Select
            id="bank-topic"
            value={filters.topic}
            onChange={(e) => onChange({ ...filters, topic: e.target.value })}
          >
            <option value="">All topics</option>
            {(topics.data ?? []).map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button variant="outline" onClick={onClear} disabled={!active} className="bank-filters__clear">
        Clear Filters
      </Button>
    </search>
  );
}
