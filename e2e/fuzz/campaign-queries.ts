import { ENDPOINTS } from './endpoints';
import { queryCases } from './queries';
import { scaled, seedFor } from './seeds';
import {
  accessOf,
  BUDGETED,
  CALLERS,
  type FuzzContext,
  httpShot,
  leastCaller,
  servedMethods,
  targetOf,
  validBody,
  withBody,
} from './shots';
import type { Shot } from './state-guard';

const GENERATED = 12;
/** Callers the route does not expect (refused, or an admin on a student's route) get this many. */
const OTHER_CALLER_CASES = 8;

/**
 * Bad query strings on every method every endpoint serves, with an otherwise valid request:
 * repeated keys, array and object syntax, huge and negative numbers, operator-looking values;
 * all cases for the least privileged caller the route admits, a few for each other caller.
 * The saved-answers route also gets the victim's attempt as `testAttemptId`.
 */
export function queryShots(ctx: FuzzContext): Shot[] {
  const shots: Shot[] = [];
  const { ids } = ctx.fx;
  for (const endpoint of ENDPOINTS) {
    if (BUDGETED.has(endpoint.template)) continue;
    const least = leastCaller(accessOf(endpoint, ids));
    for (const method of servedMethods(endpoint)) {
      const seed = seedFor(ctx.seed, `queries ${method} ${endpoint.template}`);
      const all = queryCases(seed, scaled(GENERATED));
      const victim =
        endpoint.template === '/api/question-attempts' && method === 'GET'
          ? [{ label: "another student's attempt", raw: `testAttemptId=${ids.victimAttemptId}` }]
          : [];
      const target = targetOf(endpoint, method, ids);
      const body = validBody(endpoint, method, ctx);
      for (const caller of CALLERS) {
        const cases = [...(caller === least ? all : all.slice(0, OTHER_CALLER_CASES)), ...victim];
        cases.forEach((query, i) => {
          shots.push(
            httpShot('queries', caller, withBody(method, `${target}?${query.raw}`, body), {
              label: query.label,
              seed: ctx.seed,
              caseIndex: i,
              mustRefuse: query.raw.includes(ids.victimAttemptId),
            }),
          );
        });
      }
    }
  }
  return shots;
}
