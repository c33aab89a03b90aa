import type { MistakeDeckSummary, Section } from '@ssc/contracts';
import { type DeckCard, dueCards } from './deck-schedule';

/** GET /api/mistake-deck's answer from a student's cards at `nowMs`. */
export function deckSummary(cards: readonly DeckCard[], nowMs: number): MistakeDeckSummary {
  const due = dueCards(cards, nowMs);
  const active = cards.filter((c) => !c.retired);
  const waiting = active.filter((c) => Date.parse(c.dueAt) > nowMs).map((c) => c.dueAt);
  const bySection = new Map<Section, number>();
  for (const card of due) bySection.set(card.section, (bySection.get(card.section) ?? 0) + 1);
  return {
    due: due.length,
    active: active.length,
    retired: cards.length - active.length,
    nextDueAt: waiting.sort()[0] ?? null,
    dueBySection: [...bySection].map(([section, count]) => ({ section, count })),
  };
}
