import type { RequestHandler, Response } from 'express';
import type { HttpMetrics } from './http-metrics';
import { routeLabelOf } from './route-label';

const STARTED = Symbol('ssc.metricsStarted');
type Timed = { [STARTED]?: number };

/**
 * Times every request and records it when its answer is written, under the route template that
 * answered it (route-label.ts; `unmatched` if none). One listener function shared by all requests.
 * A request whose client went away before the answer finished is not counted.
 */
export function httpMetricsMiddleware(http: HttpMetrics): RequestHandler {
  function onFinish(this: Response) {
    const req = this.req;
    const started = (req as Timed)[STARTED] ?? performance.now();
    http.record(req.method, routeLabelOf(req), this.statusCode, (performance.now() - started) / 1000);
  }
  return (req, res, next) => {
    (req as Timed)[STARTED] = performance.now();
    res.on('finish', onFinish);
    next();
  };
}
