import {
  ANSWERS,
  type ItemQuestionStats,
  OBJECTION_REASONS,
  type ObjectionQuestionRow,
  type ObjectionReason,
  type ObjectionStatus,
  type Question,
} from '@ssc/contracts';
import type { ObjectionDoc } from './objection-docs';
import { latestRuling, questionKey, type RevisionsByQuestion, rulingAfter } from './revisions-reader';

const OPTION_FIELDS = {
  A: ['optionAEnglish', 'optionAHindi'],
  B: ['optionBEnglish', 'optionBHindi'],
  C: ['optionCEnglish', 'optionCHindi'],
  D: ['optionDEnglish', 'optionDHindi'],
} as const;

const questionOf = (
  q: Question | null | undefined,
  keyAtObjection: ObjectionDoc['keyAtObjection'],
): ObjectionQuestionRow['question'] => ({
  questionTextEnglish: q?.questionTextEnglish ?? null,
  questionTextHindi: q?.questionTextHindi ?? null,
  options: ANSWERS.map((option) => {
    const [en, hi] = OPTION_FIELDS[option];
    return { option, english: q?.[en] ?? null, hindi: q?.[hi] ?? null };
  }),
  // A question deleted from the bank since: the key its results were scored with. One deleted
  // before scoring had none; 'A' then only keeps the row's shape, and the null texts say it is gone.
  correctAnswer: q?.correctAnswer ?? keyAtObjection ?? 'A',
});

/**
 * The admin's Objections tab: one row per question with objections, newest objection first
 * within a row; rows with open objections first, then by how many objected. A row is OPEN while
 * any of its objections is (made after the latest revision, or with none), else DECIDED.
 */
export function objectionRows(
  docs: readonly ObjectionDoc[],
  revisions: RevisionsByQuestion,
  questions: ReadonlyMap<string, Question | null>,
  itemStats: ReadonlyMap<string, ItemQuestionStats | null>,
  status?: ObjectionStatus,
): ObjectionQuestionRow[] {
  const groups = new Map<string, ObjectionDoc[]>();
  for (const doc of docs) {
    const key = questionKey(doc.testId, doc.questionId);
    groups.set(key, [...(groups.get(key) ?? []), doc]);
  }
  const rows: ObjectionQuestionRow[] = [];
  for (const [key, group] of groups) {
    const first = group[0] as ObjectionDoc;
    const sorted = [...group].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const history = revisions.get(key);
    const open = group.some((doc) => rulingAfter(history, doc.createdAt) === null);
    const rowStatus: ObjectionStatus = open ? 'OPEN' : 'DECIDED';
    if (status && status !== rowStatus) continue;
    const countsByReason = Object.fromEntries(OBJECTION_REASONS.map((r) => [r, 0])) as Record<
      ObjectionReason,
      number
    >;
    for (const doc of group) countsByReason[doc.reason] += 1;
    rows.push({
      testId: first.testId,
      testTitle: first.testTitle,
      questionId: first.questionId,
      questionNumber: first.questionNumber,
      liveMockIds: [...new Set(group.flatMap((d) => (d.liveMockId ? [d.liveMockId] : [])))].sort(),
      status: rowStatus,
      total: group.length,
      countsByReason,
      question: questionOf(
        questions.get(first.questionId),
        group.find((d) => d.keyAtObjection)?.keyAtObjection ?? null,
      ),
      itemStats: itemStats.get(key) ?? null,
      objections: sorted.map((d) => ({
        id: d._id,
        reason: d.reason,
        language: d.language,
        details: d.details,
        evidenceImageUrl: d.evidenceImageUrl,
        createdAt: d.createdAt,
      })),
      ruling: latestRuling(history),
    });
  }
  return rows.sort(
    (a, b) =>
      Number(b.status === 'OPEN') - Number(a.status === 'OPEN') ||
      b.total - a.total ||
      a.testTitle.localeCompare(b.testTitle) ||
      a.questionNumber - b.questionNumber,
  );
}
