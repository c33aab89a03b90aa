import type { Question, Section } from '@ssc/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
  useMessages,
} from '@ssc/web-core';
import { AlertDialog } from '@ssc/web-core/dialog';
import { useState } from 'react';
import { Pagination } from '../components/Pagination';
import { adminCatalog } from '../i18n/adminCatalog';
import { type BankFilters, QuestionBankFilters } from './QuestionBankFilters';
import { QuestionListItem } from './QuestionListItem';
import { useDebouncedValue } from './useDebouncedValue';
import { BANK_PAGE_SIZE, useDeleteQuestion, useQuestionsPage } from './useQuestions';

const NO_FILTERS: BankFilters = { search: '', section: '', topic: '' };

interface Props {
  editingId: string | null;
  onEdit: (question: Question) => void;
  onDeleted: (id: string) => void;
}

export function QuestionBank({ editingId, onEdit, onDeleted }: Props) {
  const { _ } = useMessages(adminCatalog);
  const [filters, setFilters] = useState<BankFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [toDelete, setToDelete] = useState<Question | null>(null);
  const search = useDebouncedValue(filters.search.trim(), 300);
  const list = useQuestionsPage({
    page,
    limit: BANK_PAGE_SIZE,
    search,
    section: filters.section as Section | '',
    topic: filters.topic,
  });
  const remove = useDeleteQuestion(onDeleted);

  const changeFilters = (next: BankFilters) => {
    setFilters(next);
    setPage(1);
  };
  const total = list.data?.total ?? 0;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('admin.bank.title')}</CardTitle>
        <CardDescription aria-live="polite">
          {list.data ? _('admin.bank.count', { count: total }) : _('admin.common.loading')}
        </CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <QuestionBankFilters
          filters={filters}
          onChange={changeFilters}
          onClear={() => changeFilters(NO_FILTERS)}
        />
        {list.isPending ? <Spinner label={_('admin.bank.loading')} /> : null}
        {list.isError ? (
          <div className="alert alert--danger row" role="alert">
            <span>{_('admin.bank.failed')}</span>
            <Button size="sm" variant="outline" onClick={() => list.refetch()}>
              {_('admin.common.tryAgain')}
            </Button>
          </div>
        ) : null}
        {list.data?.questions.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{_('admin.bank.empty')}</p>
            <p>{_('admin.bank.emptyHint')}</p>
          </div>
        ) : null}
        {list.data && list.data.questions.length > 0 ? (
          <ul className="admin-list" aria-label={_('admin.bank.list')} aria-busy={list.isPlaceholderData}>
            {list.data.questions.map((question) => (
              <QuestionListItem
                key={question.id}
                question={question}
                editing={question.id === editingId}
                deleting={remove.isPending && remove.variables === question.id}
                onEdit={() => onEdit(question)}
                onDelete={() => setToDelete(question)}
              />
            ))}
          </ul>
        ) : null}
        <Pagination
          label={_('admin.bank.pages')}
          page={page}
          total={total}
          limit={BANK_PAGE_SIZE}
          onPageChange={setPage}
        />
      </CardContent>
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={_('admin.bank.deleteTitle')}
        description={
          <>
            <p>{_('admin.bank.deleteConfirm')}</p>
            {toDelete ? <p className="dialog__quote">{toDelete.questionTextEnglish}</p> : null}
          </>
        }
        confirmLabel={_('admin.common.delete')}
        destructive
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id);
        }}
      />
    </Card>
  );
}
