import type { Collection } from 'mongoose';
import type { ScoredResult } from '../scoring/score-attempt';
import { type MistakeDeckDoc, mapKey } from '../store/collections';
import { type DeckCard, deckChanges } from './deck-schedule';

/**
 * A scored attempt's answers into its student's deck (deck-schedule.ts): one read of the user's
 * deck document and one write of the cards that change (none for a replayed submission).
 */
export async function recordMistakes(
  decks: Collection<MistakeDeckDoc>,
  result: Pick<ScoredResult, 'userId' | 'submittedAt' | 'questionAttempts'>,
): Promise<void> {
  const doc = await decks.findOne({ _id: result.userId });
  const changes = deckChanges(doc?.cards ?? {}, mapKey, result.questionAttempts, result.submittedAt);
  const set = Object.fromEntries(Object.entries(changes).map(([key, card]) => [`cards.${key}`, card]));
  if (Object.keys(set).length === 0) return;
  await decks.updateOne({ _id: result.userId }, { $set: set }, { upsert: true });
}

/** Every card of a student's deck, retired ones included. */
export async function deckCards(decks: Collection<MistakeDeckDoc>, userId: string): Promise<DeckCard[]> {
  const doc = await decks.findOne({ _id: userId });
  return Object.values(doc?.cards ?? {});
}
