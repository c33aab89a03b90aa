import type { AdminStats as Stats } from '@ssc/contracts';
import { Card, CardContent } from '@ssc/web-core';
import { useAdminStats } from './stats/useAdminStats';

interface StatCard {
  label: string;
  value: (stats: Stats) => number | null;
  /** Shown under the value when the figure is not available. */
  missing: string;
  hint?: (stats: Stats) => string;
}

const CARDS: StatCard[] = [
  {
    label: 'Total Tests',
    value: (s) => s.tests.total,
    missing: '',
  },
  {
    label: 'Total Questions',
    value: (s) => s.questions.total,
    missing: '',
    hint: () => 'In the question bank',
  },
  {
    label: 'Active Users',
    value: (s) => s.users?.active30d ?? null,
    missing: 'Available when the accounts service answers',
    hint: (s) => (s.users ? `Signed in within 30 days · ${s.users.total} registered` : ''),
  },
  {
    label: 'Test Attempts',
    value: (s) => s.attempts?.total ?? null,
    missing: 'Available when the attempts service runs',
  },
];

const format = (n: number) => n.toLocaleString('en-IN');

/** The four counters, from GET /api/admin/stats; "—" with a reason where a service has no figure yet. */
export function AdminStats() {
  const stats = useAdminStats();
  return (
    <ul className="admin-stats" aria-label="Platform statistics" aria-busy={stats.isPending}>
      {CARDS.map((card) => {
        const value = stats.data ? card.value(stats.data) : null;
        const hint = stats.data
          ? value === null
            ? card.missing
            : (card.hint?.(stats.data) ?? '')
          : stats.isError
            ? 'Could not load statistics'
            : '';
        return (
          <li key={card.label}>
            <Card className="admin-stat-card">
              <CardContent className="admin-stat">
                <span className="admin-stat__label">{card.label}</span>
                <span className="admin-stat__value" data-testid={`stat-${card.label}`}>
                  {value === null ? (
                    <>
                      <span aria-hidden="true">{stats.isPending ? '…' : '—'}</span>
                      <span className="visually-hidden">{stats.isPending ? 'loading' : 'not available'}</span>
                    </>
                  ) : (
                    format(value)
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
