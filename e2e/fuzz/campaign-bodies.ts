import fc from 'fast-check';
import { badBodies, FEW_BODIES } from './bodies';
import { ENDPOINTS, METHODS } from './endpoints';
import { scaled, seedFor } from './seeds';
import {
  accessOf,
  BUDGETED,
  CALLERS,
  type FuzzContext,
  httpShot,
  mayCall,
  targetOf,
  withBody,
} from './shots';
import type { Shot } from './state-guard';
import { templateFor } from './templates';

/** Generated bad bodies for a route, method and caller the route serves and admits. */
const FULL_CASES = 36;
/** Sign-in, refresh and password reset: every generated case costs a budget the e2e run shares. */
const BUDGETED_CASES = 5;

/**
 * Every endpoint of every gateway rule × every method × anonymous, student and admin. Where the
 * service serves the method and the caller is let in, generated bad bodies (the route's own
 * template broken, or no valid shape at all); elsewhere a few bodies to prove the refusal does
 * not depend on the body.
 */
export function bodyShots(ctx: FuzzContext): Shot[] {
  const shots: Shot[] = [];
  for (const endpoint of ENDPOINTS) {
    const access = accessOf(endpoint, ctx.fx.ids);
    const budgeted = BUDGETED.has(endpoint.template);
    for (const method of METHODS) {
      const target = targetOf(endpoint, method, ctx.fx.ids);
      const kind = endpoint.served[method];
      for (const caller of CALLERS) {
        // Budgeted paths: the refusals are the same for every caller, so one caller suffices.
        if (budgeted && caller !== 'anonymous') continue;
        const full =
          kind !== undefined && mayCall(caller, access) && !['GET', 'HEAD', 'OPTIONS'].includes(method);
        if (!full) {
          const few = budgeted ? FEW_BODIES.slice(0, 1) : FEW_BODIES;
          few.forEach((body, i) => {
            shots.push(
              httpShot('bodies', caller, withBody(method, target, body), {
                label: body?.label ?? 'no body',
                caseIndex: i,
              }),
            );
          });
          continue;
        }
        const group = `bodies ${caller} ${method} ${endpoint.template}`;
        const seed = seedFor(ctx.seed, group);
        const template = templateFor(kind, ctx.templates);
        const cases = fc.sample(badBodies(template), {
          seed,
          numRuns: budgeted ? BUDGETED_CASES : scaled(FULL_CASES),
        });
        cases.forEach((body, i) => {
          shots.push(
            httpShot('bodies', caller, withBody(method, target, body), {
              label: body.label,
              seed: ctx.seed,
              caseIndex: i,
            }),
          );
        });
      }
    }
  }
  return shots;
}
