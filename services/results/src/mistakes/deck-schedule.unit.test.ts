import { describe, expect, it } from 'vitest';
import {
  type DeckAnswer,
  type DeckCard,
  deckChanges,
  dueCards,
  reviewDueAt,
  revisedDeckChanges,
} from './deck-schedule';

const key = (id: string) => `k:${id}`;
const T = '2026-03-01T10:00:00.000Z';
const day = (n: number) => new Date(Date.parse(T) + n * 86_400_000).toISOString();
const a = (questionId: string, outcome: DeckAnswer['outcome']): DeckAnswer => ({
  questionId,
  section: 'GENERAL_AWARENESS',
  outcome,
});

/** Applies submissions in turn, like the store does. */
function replay(submissions: [string, DeckAnswer[]][]): Record<string, DeckCard> {
  let cards: Record<string, DeckCard> = {};
  for (const [at, answers] of submissions) cards = { ...cards, ...deckChanges(cards, key, answers, at) };
  return cards;
}

describe('mistake deck schedule', () => {
  it('brings a mistake back 1, 3 and 7 days after it, then weekly', () => {
    expect([0, 1, 2, 3, 4].map((n) => reviewDueAt(T, n))).toEqual([day(1), day(3), day(7), day(14), day(21)]);
  });

  it('puts wrong answers in due a day later and ignores right and unanswered ones outside the deck', () => {
    const cards = replay([[T, [a('q1', 'incorrect'), a('q2', 'correct'), a('q3', 'unattempted')]]]);
    expect(Object.keys(cards)).toEqual(['k:q1']);
    expect(cards['k:q1']).toMatchObject({
      dueAt: day(1),
      reviews: 0,
      correct: 0,
      retired: false,
      mistakeAt: T,
    });
  });

  it('walks the 1-3-7 schedule when a review is wrong, and retires after the second right answer', () => {
    const cards = replay([
      [T, [a('q1', 'incorrect')]],
      [day(1), [a('q1', 'incorrect')]],
      [day(3), [a('q1', 'correct')]],
    ]);
    expect(cards['k:q1']).toMatchObject({ reviews: 2, correct: 1, dueAt: day(7), retired: false });
    const after = replay([
      [T, [a('q1', 'incorrect')]],
      [day(1), [a('q1', 'incorrect')]],
      [day(3), [a('q1', 'correct')]],
      [day(7), [a('q1', 'correct')]],
    ]);
    expect(after['k:q1']).toMatchObject({ correct: 2, retired: true });
  });

  it('retires after two right reviews in a row (day 1 and day 3)', () => {
    const cards = replay([
      [T, [a('q1', 'incorrect')]],
      [day(1), [a('q1', 'correct')]],
      [day(3), [a('q1', 'correct')]],
    ]);
    expect(cards['k:q1']).toMatchObject({ correct: 2, retired: true });
  });

  it('leaves an unanswered review due, and brings a retired question back on a new mistake', () => {
    const due = replay([
      [T, [a('q1', 'incorrect')]],
      [day(2), [a('q1', 'unattempted')]],
    ]);
    expect(due['k:q1']?.dueAt).toBe(day(1));
    const back = replay([
      [T, [a('q1', 'incorrect')]],
      [day(1), [a('q1', 'correct')]],
      [day(3), [a('q1', 'correct')]],
      [day(30), [a('q1', 'incorrect')]],
    ]);
    expect(back['k:q1']).toMatchObject({
      retired: false,
      correct: 0,
      reviews: 0,
      mistakeAt: day(30),
      dueAt: day(31),
    });
  });

  it('changes nothing when a submission is replayed or an older one arrives late', () => {
    const cards = replay([
      [T, [a('q1', 'incorrect')]],
      [day(1), [a('q1', 'correct')]],
    ]);
    expect(deckChanges(cards, key, [a('q1', 'correct')], day(1))).toEqual({});
    expect(deckChanges(cards, key, [a('q1', 'incorrect')], T)).toEqual({});
  });

  it('offers due questions oldest first and never retired ones', () => {
    const cards = replay([
      [T, [a('q2', 'incorrect')]],
      [day(1), [a('q1', 'incorrect')]],
    ]);
    const retired = { ...cards['k:q2'], questionId: 'q9', retired: true } as DeckCard;
    const now = Date.parse(day(5));
    expect(dueCards([...Object.values(cards), retired], now).map((c) => c.questionId)).toEqual(['q2', 'q1']);
    expect(dueCards(Object.values(cards), Date.parse(day(1)))).toHaveLength(1);
  });
});

describe('an answer-key revision and the deck', () => {
  const at = '2025-03-01T10:40:00.000Z';
  const card = (over: Partial<DeckCard> = {}): DeckCard => ({
    questionId: 'q1',
    section: 'GENERAL',
    mistakeAt: at,
    reviews: 0,
    dueAt: '2025-03-02T10:40:00.000Z',
    correct: 0,
    retired: false,
    lastSubmittedAt: at,
    ...over,
  });
  const keyOf = (id: string) => `k:${id}`;

  it('a mistake that became right (or dropped) leaves the deck; applied again, nothing changes', () => {
    const cards = { 'k:q1': card() };
    const changes = revisedDeckChanges(
      cards,
      keyOf,
      [{ questionId: 'q1', section: 'GENERAL', outcome: 'correct' }],
      at,
    );
    expect(changes['k:q1']).toMatchObject({ retired: true, retiredByRevision: true });
    const again = revisedDeckChanges(
      { ...cards, ...changes },
      keyOf,
      [{ questionId: 'q1', section: 'GENERAL', outcome: 'correct' }],
      at,
    );
    expect(again).toEqual({});
  });

  it("another submission's mistake stays; an answer that became wrong enters the deck, and a later revision can bring a retired card back", () => {
    const other = { 'k:q1': card({ mistakeAt: '2025-02-01T10:00:00.000Z' }) };
    expect(
      revisedDeckChanges(
        other,
        keyOf,
        [{ questionId: 'q1', section: 'GENERAL', outcome: 'unattempted' }],
        at,
      ),
    ).toEqual({});
    const added = revisedDeckChanges(
      {},
      keyOf,
      [{ questionId: 'q2', section: 'GENERAL', outcome: 'incorrect' }],
      at,
    );
    expect(added['k:q2']).toMatchObject({ mistakeAt: at, retired: false, reviews: 0 });
    const back = revisedDeckChanges(
      { 'k:q1': card({ retired: true, retiredByRevision: true }) },
      keyOf,
      [{ questionId: 'q1', section: 'GENERAL', outcome: 'incorrect' }],
      at,
    );
    expect(back['k:q1']).toEqual(card());
  });
});
