/**
 * Time per question (spec section 4): it accumulates while a question is on screen and is added
 * whenever the student leaves it. Kept outside React state: it changes every second and nothing
 * on screen shows it, so it must not re-render the exam.
 */
export interface TimeTracker {
  /** Starts timing `questionId`, first adding the time of the question being left. */
  enter(questionId: string, nowMs: number): void;
  /** Adds the running question's time and stops timing. */
  leave(nowMs: number): void;
  /** Whole seconds on one question, including the running stretch. */
  seconds(questionId: string, nowMs: number): number;
  /** Whole seconds per question that has any, including the running stretch. */
  snapshot(nowMs: number): Record<string, number>;
  /** Never lowers a question's time: keeps the larger of ours and another tab's. */
  raiseTo(questionId: string, seconds: number): void;
}

/** The server caps one question's time at a day. */
const MAX_SECONDS = 86_400;

export function createTimeTracker(initialSeconds: Record<string, number> = {}): TimeTracker {
  const spentMs = new Map<string, number>();
  for (const [id, seconds] of Object.entries(initialSeconds))
    if (seconds > 0) spentMs.set(id, seconds * 1000);
  let active: { id: string; since: number } | null = null;

  const add = (id: string, ms: number) => spentMs.set(id, (spentMs.get(id) ?? 0) + Math.max(0, ms));
  const liveMs = (id: string, nowMs: number) =>
    (spentMs.get(id) ?? 0) + (active?.id === id ? Math.max(0, nowMs - active.since) : 0);
  const toSeconds = (ms: number) => Math.min(MAX_SECONDS, Math.round(ms / 1000));

  const tracker: TimeTracker = {
    enter(questionId, nowMs) {
      if (active?.id === questionId) return;
      tracker.leave(nowMs);
      active = { id: questionId, since: nowMs };
    },
    leave(nowMs) {
      if (!active) return;
      add(active.id, nowMs - active.since);
      active = null;
    },
    seconds: (questionId, nowMs) => toSeconds(liveMs(questionId, nowMs)),
    snapshot(nowMs) {
      const ids = new Set(spentMs.keys());
      if (active) ids.add(active.id);
      const out: Record<string, number> = {};
      for (const id of ids) {
        const seconds = toSeconds(liveMs(id, nowMs));
        if (seconds > 0) out[id] = seconds;
      }
      return out;
    },
    raiseTo(questionId, seconds) {
      const ms = seconds * 1000;
      if ((spentMs.get(questionId) ?? 0) < ms) spentMs.set(questionId, ms);
    },
  };
  return tracker;
}
