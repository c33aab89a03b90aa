import type { PhaseLog } from '../support/phase-log';
import { percentiles } from '../support/stack-session';

type Outcome = { at: number; kind: string; ok: boolean; ms: number };

/** One fault's window on the timeline: from its injection until the next one (or the end). */
export type FaultWindow = { name: string; injectAt: number; restoredAt: number | null; endAt: number };

/**
 * The crowd's log (a PhaseLog) with the time of every outcome kept, so each fault's window can be
 * judged on its own: errors the clients saw, the p99 of the answer writes, and how long after the
 * injection the last client error came (the recovery time as the clients felt it).
 */
export function createFaultLog(inner: PhaseLog) {
  const outcomes: Outcome[] = [];
  const log: PhaseLog = {
    ...inner,
    ok(kind, ms) {
      outcomes.push({ at: Date.now(), kind, ok: true, ms });
      inner.ok(kind, ms);
    },
    fail(kind, detail) {
      outcomes.push({ at: Date.now(), kind, ok: false, ms: 0 });
      inner.fail(kind, detail);
    },
  };
  return {
    log,
    window(w: FaultWindow) {
      const inside = outcomes.filter((o) => o.at >= w.injectAt && o.at < w.endAt);
      const failed = inside.filter((o) => !o.ok);
      const writes = inside.filter((o) => o.ok && (o.kind === 'answer save' || o.kind === 'auto-save'));
      const lastFailure = failed.length > 0 ? Math.max(...failed.map((o) => o.at)) : null;
      return {
        requests: inside.length,
        errors: failed.length,
        errorKinds: [...new Set(failed.map((o) => o.kind))],
        writesP99: percentiles(writes.map((o) => o.ms)).p99,
        /** Seconds from the injection to the last client error in the window (0: none seen). */
        recoverySeconds: lastFailure === null ? 0 : (lastFailure - w.injectAt) / 1000,
      };
    },
  };
}

export type FaultLog = ReturnType<typeof createFaultLog>;
