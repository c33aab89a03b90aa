import type { Question, Section } from '@ssc/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Spinner } from '@ssc/web-core';
import { AlertDialog } from '@ssc/web-core/dialog';
import { useState } from 'react';
import { Pagination } from '../components/Pagination';
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
        <CardTitle>Questions Bank</CardTitle>
        <CardDescription aria-live="polite">
          {list.data ? `${total} ${total === 1 ? 'question' : 'questions'}` : 'Loading...'}
        </CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <QuestionBankFilters
          filters={filters}
          onChange={changeFilters}
          onClear={() => changeFilters(NO_FILTERS)}
        />
        {list.isPending ? <Spinner label="Loading questions..." /> : null}
        {list.isError ? (
          <div className="alert alert--danger row" role="alert">
            <span>The questions could not be loaded.</span>
            <Button size="sm" variant="outline" onClick={() => list.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {list.data?.questions.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">No questions found</p>
            <p>Add a question above, import a CSV, or clear the filters.</p>
          </div>
        ) : null}
        {list.data && list.data.questions.length > 0 ? (
          <ul className="admin-list" aria-label="Questions" aria-busy={list.isPlaceholderData}>
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
          label="Question bank pages"
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
        title="Delete question"
        description={
          <>
            <p>Delete this question?</p>
            {toDelete ? <p className="dialog__quote">{toDelete.questionTextEnglish}</p> : null}
          </>
        }
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id);
        }}
      />
    </Card>
  );
}
