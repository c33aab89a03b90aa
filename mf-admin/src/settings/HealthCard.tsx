import type { AdminStats } from '@ssc/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { adminCatalog } from '../i18n/adminCatalog';

/** The dependencies the console names (admin.health.<name>); others show as the service calls them. */
const NAMED = new Set(['mongo', 'redis', 'kafka']);

export function HealthCard({ stats }: { stats: AdminStats }) {
  const { waiting, active, failed } = stats.importQueue;
  const { _, formatNumber } = useMessages(adminCatalog);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('admin.health.title')}</CardTitle>
        <CardDescription>{_('admin.health.description')}</CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <ul className="health-list" aria-label={_('admin.health.dependencies')}>
          {Object.entries(stats.health).map(([name, check]) => (
            <li key={name} className="health-list__item">
              <span className="health-list__name">{NAMED.has(name) ? _(`admin.health.${name}`) : name}</span>
              <Badge tone={check.ok ? 'success' : 'danger'}>
                {check.ok ? _('admin.health.ok') : _('admin.health.down')}
              </Badge>
              <span className="text-muted health-list__ms">
                {_('admin.health.ms', { ms: formatNumber(Math.round(check.ms)) })}
              </span>
              {check.error ? <span className="field__error health-list__error">{check.error}</span> : null}
            </li>
          ))}
        </ul>
        <div>
          <h3 className="label">{_('admin.health.queue')}</h3>
          <dl className="mini-stats" aria-label={_('admin.health.queueLabel')}>
            <div>
              <dt>{_('admin.health.waiting')}</dt>
              <dd>{formatNumber(waiting)}</dd>
            </div>
            <div>
              <dt>{_('admin.health.active')}</dt>
              <dd>{formatNumber(active)}</dd>
            </div>
            <div>
              <dt>{_('admin.health.failed')}</dt>
              <dd>{formatNumber(failed)}</dd>
            </div>
          </dl>
        </div>
      </CardContent>
    </Card>
  );
}
