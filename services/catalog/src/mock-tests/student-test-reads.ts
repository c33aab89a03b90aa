import type { StudentQuestion, Test } from '@ssc/contracts';
import type { StudentCaches } from '../catalog-context';
import { findByIds } from '../point-reads';
import { prepareJson } from '../prepared-json';
import { toStudentQuestion } from '../questions/question-fields';
import type { QuestionDoc, QuestionModel } from '../questions/question-model';
import { createRevalidatingCache } from '../revalidating-cache';
import { findAnyTest } from './personal-tests';
import type { TestDoc, TestModel } from './test-model';
import { newestTestFirst, toTest } from './test-views';

/**
 * How long a cached student view is served before this instance checks the database again.
 * Writes through this instance invalidate at once; writes through another show up within this.
 */
const REVALIDATE_MS = 1_000;
const CACHED_TESTS = 500;

/**
 * Students' hot reads, built once and served from memory. A test's questions are cached as
 * the encoded response (see prepared-json.ts), keyed by test id and versioned by the test's
 * `updatedAt` (which also moves when one of its questions is edited), so a revalidation is one
 * single-id read and a hit costs no database work and no serialisation at all.
 */
export function studentCaches(deps: {
  tests: TestModel;
  personalTests: TestModel;
  questions: QuestionModel;
}): StudentCaches {
  return {
    testQuestions: createRevalidatingCache({
      capacity: CACHED_TESTS,
      revalidateMs: REVALIDATE_MS,
      load: async (testId, previous) => {
        const test = await findAnyTest(deps, testId, { questionIds: 1, updatedAt: 1, opensAt: 1 });
        if (!test) return null;
        const version = test.updatedAt.getTime();
        // A live mock moving its start changes only this, not the paper (nor `updatedAt`).
        const opensAt = test.opensAt ? test.opensAt.getTime() : null;
        if (previous?.version === version)
          return previous.opensAt === opensAt ? previous : { ...previous, opensAt };
        return {
          version,
          prepared: prepareJson(await studentQuestionsByIds(deps.questions, test.questionIds)),
          opensAt,
        };
      },
    }),
    testList: createRevalidatingCache<Test[]>({
      capacity: 1,
      revalidateMs: REVALIDATE_MS,
      load: async () => {
        const tests = await deps.tests.find({}, { questionIds: 0 }).lean<TestDoc[]>();
        return tests.sort(newestTestFirst).map(toTest);
      },
    }),
  };
}

/** The questions in the given order, as students may see them: no answers, no explanations. */
export async function studentQuestionsByIds(
  questions: QuestionModel,
  ids: string[],
): Promise<StudentQuestion[]> {
  const found = await findByIds<QuestionDoc>(questions, ids);
  return ids.flatMap((id) => (found.has(id) ? [toStudentQuestion(found.get(id) as QuestionDoc)] : []));
}
