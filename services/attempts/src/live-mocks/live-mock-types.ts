import type { ExamType } from '@ssc/contracts';

/**
 * One live mock as stored in `live_mocks` (`_id` = its id). The test's title and duration are
 * copied from the catalog's snapshot when it is scheduled (or its test changes), so listing and
 * timing never ask the catalog. Times are ISO strings.
 */
export type LiveMockDoc = {
  _id: string;
  testId: string;
  title: string;
  examType: ExamType | null;
  durationMinutes: number;
  totalQuestions: number;
  totalMarks: number;
  startsAt: string;
  registrationClosesAt: string | null;
  lateJoinMinutes: number | null;
  cancelledAt: string | null;
  /** The group of shifts it is one of, and its label (absent on mocks from before). */
  shiftGroup?: string | null;
  shiftLabel?: string | null;
  /** Hours after the release for objections to the key (absent/null: OBJECTION_WINDOW_DEFAULT_HOURS). */
  objectionWindowHours?: number | null;
  createdAt: string;
  updatedAt: string;
};

/** What a schedule or an edit reads of the test (a catalog snapshot's `test`). */
export type LiveMockTest = Pick<
  LiveMockDoc,
  'title' | 'durationMinutes' | 'totalQuestions' | 'totalMarks'
> & { id: string; examType: ExamType | null };

/** The counters kept per mock (Redis hash fields). */
export type LiveMockCountName = 'registered' | 'started' | 'submitted' | 'closed';
