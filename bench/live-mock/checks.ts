import { type AttemptStreams, answerKey } from '../support/attempt-stream';
import type { AckedWrite, AspirantRecord } from './aspirant';

export type CrowdChecks = {
  ackedWrites: number;
  /** Acknowledged writes with no matching event in the final streams. */
  lostWrites: number;
  /** Started attempts whose final answer sheet differs from the last acknowledged answer of a question. */
  sheetMismatches: number;
  /** Started attempts with no AttemptSubmitted, and with more than one. */
  notClosed: number;
  closedTwice: number;
  /** Closed attempts with no ResultComputed event, and with more than one (distinct event ids). */
  notScored: number;
  scoredTwice: number;
  /** clientTs of every lost write, and when every second close or scoring happened (for fault windows). */
  lostByTime: number[];
  duplicatesByTime: number[];
  /** Closed by the aspirant (USER) without their pressing Submit. */
  wrongReason: number;
  /** Pressed Submit, but the server's close came first (their submit arrived too late). */
  submitAfterClose: number;
  /** Aspirants who started but never saw a ranked result. */
  noResult: number;
  /**
   * Results whose total is not the live takers, or (when every taker saw a result, so every score
   * is known) whose rank is not 1 + the number of higher scores.
   */
  wrongRanks: number;
  examples: string[];
};

/**
 * Holds what the crowd was told against what the platform kept: every acknowledged answer write
 * in the final event streams, one close per attempt with the last acknowledged answers on its
 * sheet, and every rank consistent with the scores of all live takers.
 */
export function checkCrowd(records: AspirantRecord[], streams: AttemptStreams): CrowdChecks {
  const out: CrowdChecks = {
    ackedWrites: 0,
    lostWrites: 0,
    sheetMismatches: 0,
    notClosed: 0,
    closedTwice: 0,
    notScored: 0,
    scoredTwice: 0,
    lostByTime: [],
    duplicatesByTime: [],
    wrongReason: 0,
    submitAfterClose: 0,
    noResult: 0,
    wrongRanks: 0,
    examples: [],
  };
  const note = (line: string) => {
    if (out.examples.length < 10) out.examples.push(line);
  };
  const started = records.filter((r) => r.attemptId !== null);
  for (const r of started) {
    const attemptId = r.attemptId as string;
    out.ackedWrites += r.acked.length;
    for (const w of r.acked.filter((a) => a.applied)) {
      const e = streams.answers.get(answerKey(attemptId, w.questionId, w.clientTs));
      if (!e || e.selectedAnswer !== w.selectedAnswer || e.attemptStatus !== w.attemptStatus) {
        out.lostWrites += 1;
        out.lostByTime.push(w.clientTs);
        note(
          `lost write ${attemptId} ${w.questionId} @${w.clientTs}: stream has ${JSON.stringify(e ?? null)}`,
        );
      }
    }
    const closes = streams.submissions.get(attemptId) ?? [];
    if (closes.length === 0) {
      out.notClosed += 1;
      note(`not closed: ${attemptId}`);
      continue;
    }
    if (closes.length > 1) {
      out.closedTwice += 1;
      out.duplicatesByTime.push(...closes.slice(1).map((c) => c.at));
    }
    const scorings = streams.scored.get(attemptId) ?? [];
    if (scorings.length === 0) out.notScored += 1;
    if (scorings.length > 1) {
      out.scoredTwice += 1;
      out.duplicatesByTime.push(...scorings.slice(1));
      note(`${attemptId} scored ${scorings.length} times`);
    }
    const close = closes[0] as (typeof closes)[number];
    if (close.reason === 'USER' && !r.meantToSubmit) {
      out.wrongReason += 1;
      note(`${attemptId} closed by USER, but the aspirant never pressed Submit`);
    }
    if (close.reason === 'DEADLINE' && r.meantToSubmit) out.submitAfterClose += 1;
    const last = lastAnswers(r.acked);
    const sheet = new Map(close.answers.map((row) => [row.questionId, row]));
    for (const [questionId, w] of last) {
      const row = sheet.get(questionId);
      // The last acknowledged answer, or one sent after it whose acknowledgement never came back.
      const later = r.sent.filter((x) => x.questionId === questionId && x.clientTs > w.clientTs);
      const matches = (x: { selectedAnswer: string | null; attemptStatus: string }) =>
        row?.selectedAnswer === x.selectedAnswer && row?.attemptStatus === x.attemptStatus;
      if (!row || !(matches(w) || later.some(matches))) {
        out.sheetMismatches += 1;
        note(
          `sheet of ${attemptId}: ${questionId} is ${JSON.stringify(row ?? null)}, last acknowledged ${w.selectedAnswer}/${w.attemptStatus}`,
        );
        break;
      }
    }
  }
  const ranked = started.filter((r) => r.result !== null);
  out.noResult = started.length - ranked.length;
  const scores = ranked.map((r) => r.result?.score ?? 0).sort((a, b) => b - a);
  const higher = (s: number) => {
    let lo = 0;
    let hi = scores.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((scores[mid] as number) > s) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  for (const r of ranked) {
    const res = r.result as NonNullable<AspirantRecord['result']>;
    // Every score is known only when every taker saw a result; otherwise only the total can be held.
    const rankKnown = out.noResult === 0;
    if ((rankKnown && res.rank !== 1 + higher(res.score)) || res.totalTakers !== started.length) {
      out.wrongRanks += 1;
      note(
        `rank ${res.rank}/${res.totalTakers} for score ${res.score}; expected ${1 + higher(res.score)}/${started.length}`,
      );
    }
  }
  return out;
}

/** The last applied write of each question (writes of one aspirant are sent one at a time). */
function lastAnswers(acked: AckedWrite[]): Map<string, AckedWrite> {
  const last = new Map<string, AckedWrite>();
  for (const w of acked)
    if (w.applied && (last.get(w.questionId)?.clientTs ?? 0) < w.clientTs) last.set(w.questionId, w);
  return last;
}
