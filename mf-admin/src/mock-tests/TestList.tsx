import type { AdminTest } from '@ssc/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EXAM_LABELS,
  SECTION_LABELS,
  Spinner,
  TEST_TYPE_LABELS,
} from '@ssc/web-core';
import { AlertDialog } from '@ssc/web-core/dialog';
import { useState } from 'react';
import { TestBlocks } from './TestBlocks';
import { useAdminTests, useDeleteTest } from './useTests';

interface Props {
  editingId: string | null;
  onEdit: (test: AdminTest) => void;
  onDeleted: (id: string) => void;
}

export function TestList({ editingId, onEdit, onDeleted }: Props) {
  const tests = useAdminTests();
  const [toDelete, setToDelete] = useState<AdminTest | null>(null);
  const remove = useDeleteTest(onDeleted);

  return (
    <Card>
      <CardHeader>
        <CardTitle>All Tests</CardTitle>
        <CardDescription>
          {tests.data ? `${tests.data.length} ${tests.data.length === 1 ? 'test' : 'tests'}` : 'Loading...'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {tests.isPending ? <Spinner label="Loading tests..." /> : null}
        {tests.isError ? (
          <div className="alert alert--danger row" role="alert">
            <span>The tests could not be loaded.</span>
            <Button size="sm" variant="outline" onClick={() => tests.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {tests.data?.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">No tests yet</p>
            <p>Create the first test with the form above.</p>
          </div>
        ) : null}
        {tests.data && tests.data.length > 0 ? (
          <ul className="admin-list" aria-label="Tests">
            {tests.data.map((test) => (
              <li
                key={test.id}
                className={test.id === editingId ? 'admin-list__item is-editing' : 'admin-list__item'}
              >
                <div className="admin-list__body">
                  <h3 className="admin-list__title" id={`test-${test.id}-title`}>
                    {test.title}
                  </h3>
                  <p className="question-meta">
                    <Badge tone="primary">{TEST_TYPE_LABELS[test.testType]}</Badge>
                    <Badge>{EXAM_LABELS[test.examType]}</Badge>
                    {test.mode === 'CBT' ? <Badge tone="primary">CBT exam screen</Badge> : null}
                    {test.sections.map((s) => (
                      <Badge key={s}>{SECTION_LABELS[s]}</Badge>
                    ))}
                  </p>
                  <TestBlocks test={test} />
                  <p className="text-muted admin-list__facts">
                    {test.totalQuestions} questions · {test.durationMinutes} min · {test.totalMarks} marks ·{' '}
                    {test.marksPerQuestion} per question, −{test.negativeMarks} per wrong answer
                  </p>
                </div>
                <div className="admin-list__actions">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onEdit(test)}
                    aria-describedby={`test-${test.id}-title`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="destructive"
                    onClick={() => setToDelete(test)}
                    loading={remove.isPending && remove.variables === test.id}
                    aria-describedby={`test-${test.id}-title`}
                  >
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete test"
        description={toDelete ? `Delete test "${toDelete.title}"? This action cannot be undone.` : ''}
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id);
        }}
      />
    </Card>
  );
}
