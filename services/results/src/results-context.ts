import type { TimeMedians } from './analysis/time-medians';
import type { AttemptStatusClient } from './clients/attempt-status';
import type { DisplayNames } from './clients/display-names';
import type { LiveMocksClient } from './clients/live-mocks';
import type { QuestionBank } from './clients/question-bank';
import type { ScoreQueue } from './jobs/score-queue';
import type { GroupStore } from './normalisation/group-store';
import type { NormalisationOnRead } from './normalisation/normalise-queue';
import type { Ranking } from './ranking/ranking';
import type { Ruling } from './revisions/rulings';
import type { ResultsCollections } from './store/collections';
import type { UserAttempts } from './store/user-attempts';

/** What the route factories share; built once per app from its dependencies. */
export type ResultsContext = {
  cols: ResultsCollections;
  ranking: Ranking;
  attempts: UserAttempts;
  questions: QuestionBank;
  /** Where an admin's retry of a dead-lettered scoring job goes. */
  scoreQueue: ScoreQueue;
  names: DisplayNames;
  attemptStatus: AttemptStatusClient;
  /** Attempts' live mock schedule (the leaderboard's release time). */
  liveMocks: LiveMocksClient;
  /** Everyone's median time per question of a test (the result page's analysis). */
  timeMedians: TimeMedians;
  /** Normalised scores and standings of live mocks sat in several shifts. */
  shiftGroups: Pick<GroupStore, 'standing'>;
  /** Asks for a group's normalisation when a released shift's result has none yet. */
  normalisation: NormalisationOnRead;
  /** A test's answer-key rulings (the Redis copy; revisions/revision-store.ts). */
  rulingsOf: (testId: string) => Promise<Ruling[]>;
  clock: () => Date;
};

/** Messages the result pages and tests rely on. */
export const RESULT_MESSAGES = {
  notFound: 'Test attempt not found',
  solutionsPending: 'Solutions are not available yet: the attempt is still being scored',
  questionNotFound: 'Question not found',
  liveMockNotFound: 'Live mock not found',
  deadLetterNotFound: 'Dead letter not found',
  notRetryable: 'Only a scoring job can be retried: this message could not be read as a submission',
  malformedJob: 'This scoring job cannot be retried: its payload is malformed',
  tooManyBookmarks: 'You have reached the limit of 2000 saved questions; remove some to save more',
} as const;
