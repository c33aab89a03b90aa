import type { Access } from '../../gateway/src/route-table';
import type { BodyCase } from './bodies';
import type { Caller } from './detectors';
import { type Endpoint, type FuzzIds, fill, isDestructive, type Method, ruleFor } from './endpoints';
import type { Fixtures } from './fixtures';
import type { CaseMeta, Probe } from './probe';
import type { RawRequest } from './raw-http';
import type { Shot } from './state-guard';
import type { FuzzClass } from './tally';
import { type TemplateContext, templateFor } from './templates';

/** Everything a campaign needs to build its shots. */
export type FuzzContext = { fx: Fixtures; seed: number; templates: TemplateContext };

export const CALLERS: readonly Caller[] = ['anonymous', 'student', 'admin'];

/**
 * Paths whose answers cost a budget of 127.0.0.1 every e2e test shares (see front-door-fuzz):
 * failed sign-ins, refreshes, password resets and email verifications, and password-reset asks
 * (counted whatever the answer).
 */
export const BUDGETED = new Set([
  '/api/auth/signin',
  '/api/auth/refresh',
  '/api/auth/reset-password',
  '/api/auth/forgot-password',
  '/api/auth/verify-email',
]);

export function accessOf(endpoint: Endpoint, ids: FuzzIds): Access {
  const rule = ruleFor(endpoint, ids);
  if (!rule) throw new Error(`no gateway rule for ${endpoint.template}`);
  return rule.access;
}

export function mayCall(caller: Caller, access: Access): boolean {
  if (access === 'public') return true;
  if (access === 'user') return caller !== 'anonymous';
  return caller === 'admin';
}

/** The least privileged caller the route lets in. */
export const leastCaller = (access: Access): Caller =>
  access === 'public' ? 'anonymous' : access === 'user' ? 'student' : 'admin';

export function httpShot(cls: FuzzClass, caller: Caller, req: RawRequest, meta: CaseMeta): Shot {
  return {
    cls,
    caller,
    method: req.method,
    target: req.target,
    describe: `${caller} ${req.method} ${req.target.slice(0, 200)} [${meta.label}]`,
    fire: (probe: Probe) => probe.send(cls, caller, req, meta),
  };
}

export function withBody(method: string, target: string, body: BodyCase | undefined): RawRequest {
  return body
    ? { method, target, headers: { 'content-type': body.contentType }, body: body.body }
    : { method, target };
}

/** The route's valid body as JSON text, when it reads one. */
export function validBody(endpoint: Endpoint, method: Method, ctx: FuzzContext): BodyCase | undefined {
  const kind = endpoint.served[method];
  const template = kind ? templateFor(kind, ctx.templates) : undefined;
  return template
    ? { label: 'valid', contentType: 'application/json', body: JSON.stringify(template) }
    : undefined;
}

/** The endpoint's path with real ids, or fake ones where a real id would end a fixture. */
export const targetOf = (endpoint: Endpoint, method: Method, ids: FuzzIds) =>
  fill(endpoint.template, ids, { fake: isDestructive(endpoint, method) });

export const servedMethods = (endpoint: Endpoint) => Object.keys(endpoint.served) as Method[];
