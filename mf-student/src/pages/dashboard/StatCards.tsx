import type { DashboardStats } from '@ssc/contracts';
import { Card, CardContent } from '@ssc/web-core';
import { STAT_LABELS, statCards } from './dashboardCards';

/** The four counters (spec section 2); "…" while loading, "—" when they could not be loaded. */
export function StatCards({ stats, failed }: { stats: DashboardStats | undefined; failed: boolean }) {
  const cards = stats
    ? statCards(stats)
    : STAT_LABELS.map((card) => ({
        ...card,
        value: failed ? '—' : '…',
        hint: failed ? 'Not available' : '',
      }));
  return (
    <ul className="stat-cards" aria-label="Your statistics" aria-busy={!stats && !failed}>
      {cards.map((card) => (
        <li key={card.id}>
          <Card className="stat-card" data-testid={`stat-${card.id}`}>
            <CardContent className="stat-card__content">
              <span className="stat-card__label">{card.label}</span>
              <span className="stat-card__value">{card.value}</span>
              {card.hint ? <span className="field__hint">{card.hint}</span> : null}
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
