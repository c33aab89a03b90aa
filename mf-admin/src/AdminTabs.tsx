import { Spinner } from '@ssc/web-core';
import { Tabs } from '@ssc/web-core/tabs';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';

// Each tab is its own chunk, fetched the first time the tab is opened.
const TestsTab = lazy(() => import('./mock-tests/TestsTab'));
const QuestionsTab = lazy(() => import('./questions/QuestionsTab'));
const BulkUploadTab = lazy(() => import('./bulk-upload/BulkUploadTab'));
const ReportsTab = lazy(() => import('./reports/ReportsTab'));
const SettingsTab = lazy(() => import('./settings/SettingsTab'));
const LiveMocksTab = lazy(() => import('./live-mocks/LiveMocksTab'));

const TABS = [
  { value: 'tests', label: 'Tests', Panel: TestsTab },
  { value: 'questions', label: 'Questions', Panel: QuestionsTab },
  { value: 'bulk-upload', label: 'Bulk Upload', Panel: BulkUploadTab },
  { value: 'live-mocks', label: 'Live Mocks', Panel: LiveMocksTab },
  { value: 'reports', label: 'Reports', Panel: ReportsTab },
  { value: 'settings', label: 'Settings', Panel: SettingsTab },
] as const;

/** The open tab lives in ?tab=, so a reload or a shared link opens the same tab. */
export function AdminTabs() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const value = TABS.some((tab) => tab.value === requested) ? (requested as string) : 'tests';

  return (
    <Tabs
      label="Admin sections"
      value={value}
      onValueChange={(next) =>
        setParams(
          (current) => {
            const updated = new URLSearchParams(current);
            if (next === 'tests') updated.delete('tab');
            else updated.set('tab', next);
            return updated;
          },
          { replace: true },
        )
      }
      items={TABS.map(({ value: tabValue, label, Panel }) => ({
        value: tabValue,
        label,
        content: (
          <Suspense fallback={<Spinner label={`Loading ${label.toLowerCase()}...`} />}>
            <Panel />
          </Suspense>
        ),
      }))}
    />
  );
}
