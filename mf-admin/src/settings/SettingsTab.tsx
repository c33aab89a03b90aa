import { Button, Card, CardContent, Spinner } from '@ssc/web-core';
import { useAdminStats } from '../stats/useAdminStats';
import { ContentCard } from './ContentCard';
import { HealthCard } from './HealthCard';
import { StorageCard } from './StorageCard';
import './settings.css';

/** System information measured by the catalog service (GET /api/admin/stats); nothing is hard-coded. */
export default function SettingsTab() {
  const stats = useAdminStats();

  return (
    <div className="admin-tab settings-tab">
      <Card>
        <CardContent className="settings-tab__bar">
          <p className="text-muted" aria-live="polite">
            {stats.data
              ? `Measured ${new Date(stats.data.generatedAt).toLocaleString()}`
              : stats.isError
                ? 'System information could not be loaded.'
                : 'Loading system information...'}
          </p>
          <Button variant="outline" size="sm" loading={stats.isFetching} onClick={() => stats.refetch()}>
            Refresh
          </Button>
        </CardContent>
      </Card>
      {stats.isPending ? <Spinner label="Loading system information..." /> : null}
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
