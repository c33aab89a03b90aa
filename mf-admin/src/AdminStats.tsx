import type { AdminStats as Stats } from '@ssc/contracts';
import { Card, CardContent, useMessages } from '@ssc/web-core';
import { adminCatalog } from './i18n/adminCatalog';
import { useAdminStats } from './stats/useAdminStats';

type Translate = ReturnType<typeof useMessages>['_'];

interface StatCard {
  /** English, for the test id (stat-Total Tests) e2e specs find the figure by. */
  key: string;
  label: string;
  value: (stats: Stats) => number | null;
  /** Shown under the value when the figure is not available. */
  missing: string;
  hint?: (stats: Stats) => string;
}

const cards = (_: Translate, format: (n: number) => string): StatCard[] => [
  {
    key: 'Total Tests',
    label: _('admin.stats.totalTests'),
    value: (s) => s.tests.total,
    missing: '',
  },
  {
    key: 'Total Questions',
    label: _('admin.stats.totalQuestions'),
    value: (s) => s.questions.total,
    missing: '',
    hint: () => _('admin.stats.inBank'),
  },
  {
    key: 'Active Users',
    label: _('admin.stats.activeUsers'),
    value: (s) => s.users?.active30d ?? null,
    missing: _('admin.stats.noAccounts'),
    hint: (s) => (s.users ? _('admin.stats.activeHint', { total: format(s.users.total) }) : ''),
  },
  {
    key: 'Test Attempts',
    label: _('admin.stats.attempts'),
    value: (s) => s.attempts?.total ?? null,
    missing: _('admin.stats.noAttempts'),
  },
];

/** The four counters, from GET /api/admin/stats; "—" with a reason where a service has no figure yet. */
export function AdminStats() {
  const stats = useAdminStats();
  const { _, formatNumber } = useMessages(adminCatalog);
  return (
    <ul className="admin-stats" aria-label={_('admin.stats.label')} aria-busy={stats.isPending}>
      {cards(_, formatNumber).map((card) => {
        const value = stats.data ? card.value(stats.data) : null;
        const hint = stats.data
          ? value === null
            ? card.missing
            : (card.hint?.(stats.data) ?? '')
          : stats.isError
            ? _('admin.stats.failed')
            : '';
        return (
          <li key={card.key}>
            <Card className="admin-stat-card">
              <CardContent className="admin-stat">
                <span className="admin-stat__label">{card.label}</span>
                <span className="admin-stat__value" data-testid={`stat-${card.key}`}>
                  {value === null ? (
                    <>
                      <span aria-hidden="true">{stats.isPending ? '…' : '—'}</span>
                      <span className="visually-hidden">
                        {stats.isPending ? _('admin.stats.loading') : _('admin.stats.notAvailable')}
                      </span>
                    </>
                  ) : (
                    formatNumber(value)
                  )}
                </span>
                {hint ? <span className="field__hint">{hint}</span> : null}
              </CardContent>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
