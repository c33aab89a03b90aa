import { Spinner, useMessages } from '@ssc/web-core';
import { Tabs } from '@ssc/web-core/tabs';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminCatalog } from './i18n/adminCatalog';

// Each tab is its own chunk, fetched the first time the tab is opened.
const TestsTab = lazy(() => import('./mock-tests/TestsTab'));
const QuestionsTab = lazy(() => import('./questions/QuestionsTab'));
const BulkUploadTab = lazy(() => import('./bulk-upload/BulkUploadTab'));
const ReportsTab = lazy(() => import('./reports/ReportsTab'));
const SettingsTab = lazy(() => import('./settings/SettingsTab'));
const LiveMocksTab = lazy(() => import('./live-mocks/LiveMocksTab'));
const ItemAnalysisTab = lazy(() => import('./item-analysis/ItemAnalysisTab'));
const ObjectionsTab = lazy(() => import('./objections/ObjectionsTab'));

const TABS = [
  { value: 'tests', label: 'admin.tabs.tests', Panel: TestsTab },
  { value: 'questions', label: 'admin.tabs.questions', Panel: QuestionsTab },
  { value: 'bulk-upload', label: 'admin.tabs.bulkUpload', Panel: BulkUploadTab },
  { value: 'live-mocks', label: 'admin.tabs.liveMocks', Panel: LiveMocksTab },
  { value: 'item-analysis', label: 'admin.tabs.itemAnalysis', Panel: ItemAnalysisTab },
  { value: 'objections', label: 'admin.tabs.objections', Panel: ObjectionsTab },
  { value: 'reports', label: 'admin.tabs.reports', Panel: ReportsTab },
  { value: 'settings', label: 'admin.tabs.settings', Panel: SettingsTab },
] as const;

/** The open tab lives in ?tab=, so a reload or a shared link opens the same tab. */
export function AdminTabs() {
  const { _ } = useMessages(adminCatalog);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const value = TABS.some((tab) => tab.value === requested) ? (requested as string) : 'tests';

  return (
    <Tabs
      label={_('admin.tabs.label')}
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
        label: _(label),
        content: (
          <Suspense fallback={<Spinner label={_('admin.tabs.loading', { tab: _(label).toLowerCase() })} />}>
            <Panel />
          </Suspense>
        ),
      }))}
    />
  );
}
