import { ENDPOINTS, fill, isDestructive, placeholders } from './endpoints';
import { type ParamCase, paramCases } from './params';
import { scaled, seedFor } from './seeds';
import {
  accessOf,
  CALLERS,
  type FuzzContext,
  httpShot,
  leastCaller,
  servedMethods,
  validBody,
  withBody,
} from './shots';
import type { Shot } from './state-guard';

const GENERATED = 16;
/** Callers the route does not expect (refused, or an admin on a student's route) get this many. */
const OTHER_CALLER_CASES = 10;

/**
 * Every path parameter of every endpoint, replaced by values that are not ids, with an
 * otherwise valid request so the parameter is the only thing wrong: all cases for the least
 * privileged caller the route admits, a few for each other caller. Attempt ids also get the
 * victim's real attempt: neither the fuzz student nor the admin may read, change or submit
 * another student's attempt.
 */
export function paramShots(ctx: FuzzContext): Shot[] {
  const shots: Shot[] = [];
  const { ids } = ctx.fx;
  for (const endpoint of ENDPOINTS) {
    const least = leastCaller(accessOf(endpoint, ids));
    for (const method of servedMethods(endpoint)) {
      for (const name of placeholders(endpoint.template)) {
        const seed = seedFor(ctx.seed, `params ${method} ${endpoint.template} ${name}`);
        const all: ParamCase[] = paramCases(seed, scaled(GENERATED));
        const victim =
          name === 'attemptId' ? [{ label: "another student's attempt", raw: ids.victimAttemptId }] : [];
        const body = validBody(endpoint, method, ctx);
        for (const caller of CALLERS) {
          const cases = [...(caller === least ? all : all.slice(0, OTHER_CALLER_CASES)), ...victim];
          cases.forEach((param, i) => {
            const target = fill(endpoint.template, ids, {
              fake: isDestructive(endpoint, method),
              override: { name, raw: param.raw },
            });
            shots.push(
              httpShot('params', caller, withBody(method, target, body), {
                label: `${name}: ${param.label}`,
                seed: ctx.seed,
                caseIndex: i,
                // Another student's attempt must be refused, whatever the method and the caller.
                mustRefuse: param.raw === ids.victimAttemptId,
              }),
            );
          });
        }
      }
    }
  }
  return shots;
}
