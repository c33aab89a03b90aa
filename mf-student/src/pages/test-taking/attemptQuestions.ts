import type { StudentQuestion } from '@ssc/contracts';

/** The given questions in the order of `ids`; ids with no question are left out. */
export function orderByIds(ids: readonly string[], questions: Iterable<StudentQuestion>): StudentQuestion[] {
  const byId = new Map<string, StudentQuestion>();
  for (const question of questions) byId.set(question.id, question);
  return ids.flatMap((id) => {
    const question = byId.get(id);
    return question ? [question] : [];
  });
}

export interface QuestionSource {
  testQuestions: (testId: string) => Promise<StudentQuestion[]>;
  questionsByIds: (testId: string, ids: readonly string[]) => Promise<StudentQuestion[]>;
}

const isNotFound = (error: unknown) =>
  !!error && typeof error === 'object' && (error as { status?: unknown }).status === 404;

/**
 * An attempt's questions in its frozen order. The test's current list usually has them all (one
 * cached read); questions the test no longer holds (edited since the attempt started) are fetched
 * by id. An attempt without a frozen list takes the test's order.
 */
export async function loadAttemptQuestions(
  source: QuestionSource,
  testId: string,
  frozenIds: readonly string[],
): Promise<StudentQuestion[]> {
  if (frozenIds.length === 0) return source.testQuestions(testId);
  let current: StudentQuestion[] = [];
  try {
    current = await source.testQuestions(testId);
  } catch (error) {
    // A test deleted since the attempt started still has its questions.
    if (!isNotFound(error)) throw error;
  }
  const known = new Set(current.map((question) => question.id));
  const missing = frozenIds.filter((id) => !known.has(id));
  const extra = missing.length > 0 ? await source.questionsByIds(testId, missing) : [];
  return orderByIds(frozenIds, [...current, ...extra]);
}
