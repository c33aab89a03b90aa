import type { Question, Section } from '@ssc/contracts';
import { Button, SECTION_LABELS, useMessages } from '@ssc/web-core';
import { Dialog } from '@ssc/web-core/dialog';
import { Checkbox, Field, Select } from '@ssc/web-core/form';
import { useState } from 'react';
import { Pagination } from '../components/Pagination';
import { adminCatalog } from '../i18n/adminCatalog';
import { QuestionForm } from '../questions/QuestionForm';
import { useQuestionsPage, useTopics } from '../questions/useQuestions';
import { allOnPageSelected, setPageSelected, toggleId } from './questionSelection';
import { SelectableQuestionList } from './SelectableQuestionList';

const PAGE_SIZE = 50;

interface Props {
  sections: readonly Section[];
  initialSelection: readonly string[];
  onConfirm: (ids: string[], seen: Question[]) => void;
  onCancel: () => void;
}

export function SelectionBody({ sections, initialSelection, onConfirm, onCancel }: Props) {
  const { _, formatNumber } = useMessages(adminCatalog);
  const [draft, setDraft] = useState<string[]>([...initialSelection]);
  const [section, setSection] = useState<Section>(sections[0] ?? 'QUANTITATIVE_APTITUDE');
  const [topic, setTopic] = useState('');
  const [page, setPage] = useState(1);
  const [seen, setSeen] = useState<Record<string, Question>>({});
  const [adding, setAdding] = useState(false);
  const list = useQuestionsPage({ page, limit: PAGE_SIZE, section, topic });
  const topics = useTopics();

  const questions = list.data?.questions ?? [];
  const pageIds = questions.map((q) => q.id);
  const remember = (items: Question[]) =>
    setSeen((current) => ({ ...current, ...Object.fromEntries(items.map((q) => [q.id, q])) }));

  const toggle = (question: Question) => {
    remember([question]);
    setDraft((current) => toggleId(current, question.id));
  };

  return (
    <div className="selection">
      <div className="selection__filters">
        <Field id="selection-section" label={_('admin.selection.section')}>
          {() => (
            <Select
              id="selection-section"
              value={section}
              onChange={(e) => {
                setSection(e.target.value as Section);
                setPage(1);
              }}
            >
              {sections.map((s) => (
                <option key={s} value={s}>
                  {SECTION_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="selection-topic" label={_('admin.selection.topic')}>
          {() => (
            <Select
              id="selection-topic"
              value={topic}
              onChange={(e) => {
                setTopic(e.target.value);
                setPage(1);
              }}
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
        <Button variant="outline" onClick={() => setAdding(true)}>
          {_('admin.question.addNew')}
        </Button>
      </div>

      <div className="selection__bar">
        <p aria-live="polite" data-testid="selection-count">
          <strong>{formatNumber(draft.length)}</strong> {_('admin.selection.selected')}
          {list.data ? (
            <span className="text-muted">
              {' '}
              {_('admin.selection.inFilter', { total: formatNumber(list.data.total) })}
            </span>
          ) : null}
        </p>
        <Checkbox
          label={_('admin.selection.selectPage')}
          checked={allOnPageSelected(draft, pageIds)}
          disabled={pageIds.length === 0}
          onChange={(e) => {
            remember(questions);
            setDraft((current) => setPageSelected(current, pageIds, e.target.checked));
          }}
        />
      </div>

      <SelectableQuestionList
        questions={questions}
        selected={draft}
        loading={list.isPending}
        failed={list.isError}
        onToggle={toggle}
      />
      <Pagination
        label={_('admin.selection.pages')}
        page={page}
        total={list.data?.total ?? 0}
        limit={PAGE_SIZE}
        onPageChange={setPage}
      />

      <div className="dialog__actions">
        <Button variant="outline" onClick={onCancel}>
          {_('admin.common.cancel')}
        </Button>
        <Button onClick={() => onConfirm(draft, Object.values(seen))}>
          {_('admin.selection.confirm', { count: draft.length })}
        </Button>
      </div>

      <Dialog open={adding} onOpenChange={setAdding} size="lg" title={_('admin.question.addNew')}>
        <QuestionForm
          editing={null}
          defaultSection={section}
          onCancel={() => setAdding(false)}
          onSaved={(question) => {
            remember([question]);
            setDraft((current) => (current.includes(question.id) ? current : [...current, question.id]));
            setAdding(false);
          }}
        />
      </Dialog>
    </div>
  );
}
