import type { AdminStats } from '@ssc/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ssc/web-core';

const NAMES: Record<string, string> = {
  mongo: 'Database',
  redis: 'Job queue (Redis)',
  kafka: 'Event bus (Kafka)',
};

export function HealthCard({ stats }: { stats: AdminStats }) {
  const { waiting, active, failed } = stats.importQueue;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Service Health</CardTitle>
        <CardDescription>Live checks from the catalog service, with round-trip times.</CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <ul className="health-list" aria-label="Dependencies">
          {Object.entries(stats.health).map(([name, check]) => (
            <li key={name} className="health-list__item">
              <span className="health-list__name">{NAMES[name] ?? name}</span>
              <Badge tone={check.ok ? 'success' : 'danger'}>{check.ok ? 'OK' : 'Down'}</Badge>
              <span className="text-muted health-list__ms">{Math.round(check.ms)} ms</span>
              {check.error ? <span className="field__error health-list__error">{check.error}</span> : null}
            </li>
          ))}
        </ul>
        <div>
          <h3 className="label">CSV import queue</h3>
          <dl className="mini-stats" aria-label="Import queue">
            <div>
              <dt>Waiting</dt>
              <dd>{waiting}</dd>
            </div>
            <div>
              <dt>Active</dt>
              <dd>{active}</dd>
            </div>
            <div>
              <dt>Failed</dt>
              <dd>{failed}</dd>
            </div>
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
