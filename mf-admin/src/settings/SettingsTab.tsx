import { Button, Card, CardContent, Spinner, useMessages } from '@ssc/web-core';
import { useAdminStats } from '../stats/useAdminStats';
import { ContentCard } from './ContentCard';
import { HealthCard } from './HealthCard';
import { StorageCard } from './StorageCard';
import './settings.css';
import { adminCatalog } from '../i18n/adminCatalog';

/** System information measured by the catalog service (GET /api/admin/stats); nothing is hard-coded. */
export default function SettingsTab() {
  const stats = useAdminStats();
  const { _, formatDate } = useMessages(adminCatalog);

  return (
    <div className="admin-tab settings-tab">
      <Card>
        <CardContent className="settings-tab__bar">
          <p className="text-muted" aria-live="polite">
            {stats.data
              ? _('admin.settings.measured', {
                  when: formatDate(stats.data.generatedAt, { dateStyle: 'medium', timeStyle: 'medium' }),
                })
              : stats.isError
                ? _('admin.settings.failed')
                : _('admin.settings.loading')}
          </p>
          <Button variant="outline" size="sm" loading={stats.isFetching} onClick={() => stats.refetch()}>
            {_('admin.reports.refresh')}
          </Button>
        </CardContent>
      </Card>
      {stats.isPending ? <Spinner label={_('admin.settings.loading')} /> : null}
      {stats.data ? (
        <div className="settings-grid">
          <HealthCard stats={stats.data} />
          <ContentCard stats={stats.data} />
          <StorageCard stats={stats.data} />
        </div>
      ) : null}
    </div>
  );
}
