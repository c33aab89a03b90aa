import { Button, currentUserAtom, isExamType, Spinner, useMessages } from '@ssc/web-core';
import { Tabs } from '@ssc/web-core/tabs';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'react-router-dom';
import { LoginPrompt } from '../../components/LoginPrompt';
import { studentCatalog } from '../../i18n/studentCatalog';
import { LiveMocksSection } from '../../live-mocks/LiveMocksSection';
import { ExamFilter } from './ExamFilter';
import { TestCardList } from './TestCardList';
import { groupByType, isTestTab, TEST_TABS } from './testTabs';
import './tests.css';
import { useReservedTests } from './useReservedTests';
import { useTestProgress } from './useTestProgress';
import { useTestsQuery } from './useTestsQuery';

/** /tests (spec section 2): optional ?examType=, one tab per test type (kept in ?type=). */
export default function TestsPage() {
  const { _, formatNumber } = useMessages(studentCatalog);
  const user = useAtomValue(currentUserAtom);
  const [params, setParams] = useSearchParams();
  const requestedExam = params.get('examType');
  const examType = isExamType(requestedExam) ? requestedExam : null;
  const requestedTab = params.get('type');
  const tab = isTestTab(requestedTab) ? requestedTab : 'FULL_LENGTH';
  const tests = useTestsQuery(examType);
  const progress = useTestProgress();
  const { reserved, pending: reservedPending } = useReservedTests();

  if (!user) return <LoginPrompt message={_('tests.loginPrompt')} />;

  const setParam = (name: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const groups = tests.data && !reservedPending ? groupByType(tests.data) : null;

  return (
    <div className="container page tests-page">
      <header className="page__header">
        <h1 className="page__title">{_('tests.title')}</h1>
        <p className="page__subtitle">{_('tests.subtitle')}</p>
      </header>
      <LiveMocksSection />
      {/* The test cards' titles are level 3: this names their part of the page (not under Live mocks). */}
      <h2 className="visually-hidden">{_('tests.list')}</h2>
      <ExamFilter examType={examType} onChange={(exam) => setParam('examType', exam)} />
      {tests.isPending || reservedPending ? <Spinner label={_('tests.loading')} /> : null}
      {tests.isError ? (
        <div className="alert alert--danger row" role="alert">
          <span>{_('tests.failed')}</span>
          <Button size="sm" variant="outline" onClick={() => tests.refetch()}>
            {_('results.tryAgain')}
          </Button>
        </div>
      ) : null}
      {groups ? (
        <Tabs
          label={_('tests.types')}
          value={tab}
          onValueChange={(value) => setParam('type', value === 'FULL_LENGTH' ? null : value)}
          items={TEST_TABS.map(({ type, label }) => ({
            value: type,
            label: (
              <>
                {_(label)} <span className="tab-count">{formatNumber(groups[type].length)}</span>
              </>
            ),
            content: <TestCardList tests={groups[type]} progress={progress} reserved={reserved} />,
          }))}
        />
      ) : null}
    </div>
  );
}
