import type { AdminTest } from '@ssc/contracts';
import {
  Badge,
  Button,
  buttonClassName,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EXAM_LABELS,
  SECTION_LABELS,
  Spinner,
  useMessages,
} from '@ssc/web-core';
import { AlertDialog } from '@ssc/web-core/dialog';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Pagination } from '../components/Pagination';
import { pageCount } from '../components/pageItems';
import { adminCatalog } from '../i18n/adminCatalog';
import { TestBlocks } from './TestBlocks';
import { testFacts } from './testFacts';
import { TESTS_PAGE_SIZE, useAdminTestsPage, useDeleteTest } from './useTests';

interface Props {
  editingId: string | null;
  onEdit: (test: AdminTest) => void;
  onDeleted: (id: string) => void;
}

/** The tests, newest first, a page at a time (as the question bank): a long list is no phone's friend. */
export function TestList({ editingId, onEdit, onDeleted }: Props) {
  const { _ } = useMessages(adminCatalog);
  const [page, setPage] = useState(1);
  const list = useAdminTestsPage(page);
  const [toDelete, setToDelete] = useState<AdminTest | null>(null);
  const remove = useDeleteTest(onDeleted);
  const total = list.data?.total ?? 0;
  const tests = list.data?.items;

  // Deleting the last test of the last page leaves that page empty: show the new last page.
  const lastPage = pageCount(total, TESTS_PAGE_SIZE);
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [list.data, list.isPlaceholderData, page, lastPage]);

  return (
    <Card id="test-list">
      <CardHeader>
        <CardTitle>{_('admin.tests.title')}</CardTitle>
        <CardDescription aria-live="polite">
          {list.data ? _('admin.tests.count', { count: total }) : _('admin.common.loading')}
        </CardDescription>
      </CardHeader>
      <CardContent className="stack">
        {list.isPending ? <Spinner label={_('admin.tests.loading')} /> : null}
        {list.isError ? (
          <div className="alert alert--danger row" role="alert">
            <span>{_('admin.tests.failed')}</span>
            <Button size="sm" variant="outline" onClick={() => list.refetch()}>
              {_('admin.common.tryAgain')}
            </Button>
          </div>
        ) : null}
        {total === 0 && tests?.length === 0 ? (
          <div className="empty-state">
            <p className="empty-state__title">{_('admin.tests.empty')}</p>
            <p>{_('admin.tests.emptyHint')}</p>
          </div>
        ) : null}
        {tests && tests.length > 0 ? (
          <ul className="admin-list" aria-label={_('admin.tests.list')} aria-busy={list.isPlaceholderData}>
            {tests.map((test) => (
              <li
                key={test.id}
                className={test.id === editingId ? 'admin-list__item is-editing' : 'admin-list__item'}
              >
                <div className="admin-list__body">
                  <h3 className="admin-list__title" id={`test-${test.id}-title`}>
                    {test.title}
                  </h3>
                  <p className="question-meta">
                    <Badge tone="primary">{_(`admin.testType.${test.testType}`)}</Badge>
                    <Badge>{EXAM_LABELS[test.examType]}</Badge>
                    {test.mode === 'CBT' ? <Badge tone="primary">{_('admin.test.mode.cbt')}</Badge> : null}
                    {test.sections.map((s) => (
                      <Badge key={s}>{SECTION_LABELS[s]}</Badge>
                    ))}
                  </p>
                  <TestBlocks test={test} />
                  <p className="text-muted admin-list__facts">{testFacts(test, _)}</p>
                </div>
                <div className="admin-list__actions">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onEdit(test)}
                    aria-describedby={`test-${test.id}-title`}
                  >
                    {_('admin.common.edit')}
                  </Button>
                  <Link
                    className={buttonClassName({ size: 'sm', variant: 'outline' })}
                    to={{ search: `?${new URLSearchParams({ tab: 'item-analysis', testId: test.id })}` }}
                    aria-describedby={`test-${test.id}-title`}
                  >
                    {_('admin.tests.itemAnalysis')}
                  </Link>
                  <Button
                    size="sm"
                    variant="destructive"
                    onClick={() => setToDelete(test)}
                    loading={remove.isPending && remove.variables === test.id}
                    aria-describedby={`test-${test.id}-title`}
                  >
                    {_('admin.common.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
        <Pagination
          label={_('admin.tests.pages')}
          page={page}
          total={total}
          limit={TESTS_PAGE_SIZE}
          onPageChange={(next) => {
            setPage(next);
            // The pages are chosen below the list: the new page is read from its top.
            document.getElementById('test-list')?.scrollIntoView({ block: 'start' });
          }}
        />
      </CardContent>
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={_('admin.tests.deleteTitle')}
        description={toDelete ? _('admin.tests.deleteConfirm', { title: toDelete.title }) : ''}
        confirmLabel={_('admin.common.delete')}
        destructive
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete.id);
        }}
      />
    </Card>
  );
}
