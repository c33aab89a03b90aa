import {
  MISTAKE_DECK_RETIRE_AFTER,
  MISTAKE_DECK_REVIEW_DAYS,
  type Outcome,
  type Section,
} from '@ssc/contracts';

/** One question in a student's deck. Times are ISO strings. */
export type DeckCard = {
  questionId: string;
  section: Section;
  /** The latest wrong answer: reviews are counted from it. */
  mistakeAt: string;
  /** Reviews done since that mistake (picks the next interval). */
  reviews: number;
  dueAt: string;
  /** Right answers since it entered the deck. */
  correct: number;
  retired: boolean;
  /** The submission that last changed the card: older or repeated ones change nothing. */
  lastSubmittedAt: string;
  /** Retired because an answer-key revision made its mistake no mistake (a later one may undo it). */
  retiredByRevision?: boolean;
};

export type DeckAnswer = { questionId: string; section: Section; outcome: Outcome };

const DAY_MS = 86_400_000;
const lastInterval = MISTAKE_DECK_REVIEW_DAYS[MISTAKE_DECK_REVIEW_DAYS.length - 1] ?? 7;

/** The review after `reviews` reviews of a mistake made at `mistakeAt`: +1, +3, +7 days, then weekly. */
export function reviewDueAt(mistakeAt: string, reviews: number): string {
  const days =
    reviews < MISTAKE_DECK_REVIEW_DAYS.length
      ? (MISTAKE_DECK_REVIEW_DAYS[reviews] ?? lastInterval)
      : lastInterval * (reviews - MISTAKE_DECK_REVIEW_DAYS.length + 2);
  return new Date(Date.parse(mistakeAt) + days * DAY_MS).toISOString();
}

/**
 * What one scored submission does to the deck. A wrong answer to a question not in it (or
 * retired) puts it in, due a day later. Any answer to a question in the deck is a review: it moves
 * the next one on (1, 3, 7 days after the mistake, then weekly), and a right one counts towards
 * retiring it (two retire it). An unanswered one changes nothing. Pure; returns only the cards
 * that change, so replaying a submission (same `submittedAt`) changes nothing.
 */
export function deckChanges(
  cards: Readonly<Record<string, DeckCard | undefined>>,
  keyOf: (questionId: string) => string,
  answers: readonly DeckAnswer[],
  submittedAt: string,
): Record<string, DeckCard> {
  const changes: Record<string, DeckCard> = {};
  for (const answer of answers) {
    const key = keyOf(answer.questionId);
    const card = changes[key] ?? cards[key];
    if (card && card.lastSubmittedAt >= submittedAt) continue;
    if (answer.outcome === 'unattempted') continue;
    if (card && !card.retired) {
      const correct = card.correct + (answer.outcome === 'correct' ? 1 : 0);
      const reviews = card.reviews + 1;
      changes[key] = {
        ...card,
        correct,
        reviews,
        retired: correct >= MISTAKE_DECK_RETIRE_AFTER,
        dueAt: reviewDueAt(card.mistakeAt, reviews),
        lastSubmittedAt: submittedAt,
      };
    } else if (answer.outcome === 'incorrect') {
      changes[key] = newMistake(answer, submittedAt);
    }
  }
  return changes;
}

/** A wrong answer's card as it enters the deck: first review due a day after the submission. */
function newMistake(answer: DeckAnswer, submittedAt: string): DeckCard {
  return {
    questionId: answer.questionId,
    section: answer.section,
    mistakeAt: submittedAt,
    reviews: 0,
    dueAt: reviewDueAt(submittedAt, 0),
    correct: 0,
    retired: false,
    lastSubmittedAt: submittedAt,
  };
}

/** Due now, oldest due first (ties by question id): the order a mini-mock takes them in. */
export function dueCards(cards: readonly DeckCard[], nowMs: number): DeckCard[] {
  return cards
    .filter((c) => !c.retired && Date.parse(c.dueAt) <= nowMs)
    .sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.questionId.localeCompare(b.questionId));
}

/**
 * What an answer-key revision does to the deck, for the questions its rulings touched in one
 * re-scored result: a mistake of this submission that is no longer one (the key changed, the
 * answer is accepted, the question dropped) leaves the deck; an answer that became wrong enters
 * it as a mistake of that submission, unless the question is in the deck already. Pure and
 * idempotent: it looks only at the result as it now stands, so a repeated re-scoring changes nothing.
 */
export function revisedDeckChanges(
  cards: Readonly<Record<string, DeckCard | undefined>>,
  keyOf: (questionId: string) => string,
  answers: readonly DeckAnswer[],
  submittedAt: string,
): Record<string, DeckCard> {
  const changes: Record<string, DeckCard> = {};
  for (const answer of answers) {
    const key = keyOf(answer.questionId);
    const card = cards[key];
    const ofThisSubmission = card?.mistakeAt === submittedAt;
    if (answer.outcome !== 'incorrect') {
      if (card && ofThisSubmission && !card.retired)
        changes[key] = { ...card, retired: true, retiredByRevision: true };
    } else if (card?.retiredByRevision && ofThisSubmission) {
      const { retiredByRevision: _undone, ...kept } = card;
      changes[key] = { ...kept, retired: false };
    } else if (!card) {
      changes[key] = newMistake(answer, submittedAt);
    }
  }
  return changes;
}
