import type { RequestHandler } from 'express';
import type { Registry } from 'prom-client';
import { ForbiddenError } from '../errors';
import type { AddressAllowList } from './metrics-allow';
import { mayReadMetrics, writeMetrics } from './metrics-endpoint';
import { setRouteLabel } from './route-label';

/** `GET /metrics` on a service's own port, for allowed addresses only (metrics-endpoint.ts). */
export function metricsRoute(registry: Registry, allowed: AddressAllowList): RequestHandler {
  return (req, res, next) => {
    setRouteLabel(req, '/metrics');
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!mayReadMetrics(req, allowed))
      return next(new ForbiddenError('Metrics are served to internal callers only'));
    writeMetrics(registry, req, res).catch(next);
  };
}
