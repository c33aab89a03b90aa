import { Router } from 'express';

export type HealthCheck = () => Promise<unknown>;
export type HealthReport = {
  status: 'ok' | 'degraded';
  checks: Record<string, { ok: boolean; ms: number; error?: string }>;
};

const CHECK_TIMEOUT_MS = 2000;

export async function runChecks(checks: Record<string, HealthCheck>): Promise<HealthReport> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      const started = performance.now();
      try {
        await withTimeout(check(), CHECK_TIMEOUT_MS);
        return [name, { ok: true, ms: Math.round(performance.now() - started) }] as const;
      } catch (err) {
        const error = err instanceof Error ? err.message : String(err);
        return [name, { ok: false, ms: Math.round(performance.now() - started), error }] as const;
      }
    }),
  );
  const report: HealthReport['checks'] = Object.fromEntries(entries);
  const ok = Object.values(report).every((c) => c.ok);
  return { status: ok ? 'ok' : 'degraded', checks: report };
}

/**
 * `/alive`: the process answers (liveness). `/health`: every real dependency answers (503 if
 * not; for people and alerts). `/ready`: the dependencies named in `ready` answer — those without
 * which this instance cannot serve at all (readiness: balancers and Kubernetes route on it).
 * A dependency every instance shares and the instance can work around (Redis for a limiter, Kafka
 * behind an outbox) must not be in `ready`: its outage would take every instance out of the pool
 * at once and turn a degraded service into none.
 */
export function healthRouter(
  checks: Record<string, HealthCheck>,
  ready: readonly string[] = Object.keys(checks),
): Router {
  const readyChecks = Object.fromEntries(Object.entries(checks).filter(([name]) => ready.includes(name)));
  const router = Router();
  router.get('/alive', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/health', async (_req, res) => {
    const report = await runChecks(checks);
    res.status(report.status === 'ok' ? 200 : 503).json(report);
  });
  router.get('/ready', async (_req, res) => {
    const report = await runChecks(readyChecks);
    res.status(report.status === 'ok' ? 200 : 503).json(report);
  });
  return router;
}

/** The paths healthRouter answers: any case, an optional trailing slash. */
export const HEALTH_PATHS = /^\/(?:alive|health|ready)\/?$/i;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}
