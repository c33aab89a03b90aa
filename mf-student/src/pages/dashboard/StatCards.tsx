import type { DashboardStats } from '@ssc/contracts';
import { Card, CardContent, useMessages } from '@ssc/web-core';
import { studentCatalog } from '../../i18n/studentCatalog';

import { STAT_LABELS, type StatCard, statCards } from './dashboardCards';

/** The four counters (spec section 2); "…" while loading, "—" when they could not be loaded. */
export function StatCards({ stats, failed }: { stats: DashboardStats | undefined; failed: boolean }) {
  const { _ } = useMessages(studentCatalog);
  const labels: Record<StatCard['id'], string> = {
    'full-length': _('dashboard.stat.fullLength'),
    sectional: _('dashboard.stat.sectional'),
    chapter: _('dashboard.stat.chapter'),
    average: _('dashboard.stat.average'),
  };
  // The hints statCards writes in English, in the interface language (the rest stay as written).
  const hints: Record<string, string> = {
    Completed: _('dashboard.stat.completed'),
    'Across your scored tests': _('dashboard.stat.acrossScored'),
  };
  // "Including N previous year papers" names a count statCards knows; it is written here.
  const previousYear = stats?.attemptCounts.PREVIOUS_YEAR ?? 0;
  if (previousYear > 0) {
    hints[`Including ${previousYear} previous year paper${previousYear === 1 ? '' : 's'}`] = _(
      'dashboard.stat.includingPreviousYear',
      { count: previousYear },
    );
  }
  const cards = stats
    ? statCards(stats)
    : STAT_LABELS.map((card) => ({
        ...card,
        value: failed ? '—' : '…',
        hint: failed ? _('dashboard.stat.notAvailable') : '',
      }));
  return (
    <ul className="stat-cards" aria-label={_('dashboard.stats')} aria-busy={!stats && !failed}>
      {cards.map((card) => (
        <li key={card.id}>
          <Card className="stat-card" data-testid={`stat-${card.id}`}>
            <CardContent className="stat-card__content">
              <span className="stat-card__label">{labels[card.id]}</span>
              <span className="stat-card__value">{card.value}</span>
              {card.hint ? <span className="field__hint">{hints[card.hint] ?? card.hint}</span> : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
