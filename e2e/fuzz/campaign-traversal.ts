import fc from 'fast-check';
import type { Caller } from './detectors';
import { routePrefixes } from './endpoints';
import type { Probe } from './probe';
import type { RawRequest } from './raw-http';
import { scaled, seedFor } from './seeds';
import { type FuzzContext, httpShot } from './shots';
import type { Shot } from './state-guard';
import { aims, RAW_SOCKET_TARGETS, type TraversalCase, traversalCorpus } from './traversal';

/** Student and admin also get a seeded sample of the cases the gateway refused for anonymous. */
const SIGNED_IN_SAMPLE = 300;

/** Sign-in messages: a traversal that gets one of these reached sign-in around its limits. */
const SIGN_IN_ANSWERS = ['Invalid email or password', 'Email is required', 'Password is required'];

const PATH_REFUSED = 'The request path is not valid';

/**
 * The traversal corpus (traversal.ts) on every route prefix, sent raw, in two rounds. First
 * all of it as anonymous. Then, as the student and the admin, every case the gateway did not
 * refuse as an ambiguous path (those reach a router, where who asks matters) and a seeded
 * sample of the rest. Aims at sign-in are POSTs with a sign-in body, so reaching it by any path
 * but its own would show in the answer; the rest are GETs. Every aim is also sent as-is at the
 * root, where the gateway must answer with its own health or the shell, never a service's.
 */
export function traversalPlan(ctx: FuzzContext): { first: Shot[]; followUp: () => Shot[] } {
  const targets = aims(ctx.fx.ids);
  const corpus = traversalCorpus(routePrefixes(), targets);
  const direct: TraversalCase[] = Object.entries(targets).map(([aim, t]) => ({
    label: 'at the root',
    target: `/${t}`,
    aim,
  }));
  const signInBody = JSON.stringify({ email: ctx.fx.nobodyEmail, password: 'traversal-guess' });
  const passedTheGateway = new Set<number>();

  const shot = (caller: Caller, c: TraversalCase, i: number, seed?: number): Shot => {
    const signIn = c.aim === 'sign-in past its limits';
    const isOwnPath = c.target === '/api/auth/signin';
    const req: RawRequest = signIn
      ? {
          method: 'POST',
          target: c.target,
          headers: { 'content-type': 'application/json' },
          body: signInBody,
        }
      : { method: 'GET', target: c.target };
    const base = httpShot('traversal', caller, req, { label: `${c.aim}: ${c.label}`, seed, caseIndex: i });
    if (!signIn || isOwnPath) return base;
    return { ...base, fire: (probe) => fireSignInAim(probe, caller, req, c, i) };
  };

  const first: Shot[] = corpus.map((c, i) => {
    const s = shot('anonymous', c, i);
    return {
      ...s,
      fire: async (probe) => {
        const res = await s.fire(probe);
        if (!(res.status === 400 && res.body.includes(PATH_REFUSED))) passedTheGateway.add(i);
        return res;
      },
    };
  });
  for (const caller of ['anonymous', 'student', 'admin'] as const) {
    // The root's own sign-in is the real thing: it costs budget, so only the anonymous caller sends it.
    direct.forEach((c, i) => {
      if (caller === 'anonymous' || c.target !== '/api/auth/signin') first.push(shot(caller, c, i));
    });
    for (const raw of RAW_SOCKET_TARGETS) {
      first.push({
        cls: 'traversal',
        caller,
        method: 'GET',
        target: raw.target,
        describe: `${caller} GET ${JSON.stringify(raw.target)} [${raw.label}]`,
        fire: (probe) => probe.sendBytes('traversal', caller, 'GET', raw.target, { label: raw.label }),
      });
    }
  }

  const followUp = () =>
    (['student', 'admin'] as const).flatMap((caller) => {
      const seed = seedFor(ctx.seed, `traversal ${caller}`);
      const sample = fc.sample(fc.nat({ max: corpus.length - 1 }), {
        seed,
        numRuns: scaled(SIGNED_IN_SAMPLE),
      });
      const picks = [...new Set([...passedTheGateway, ...sample])].sort((a, b) => a - b);
      return picks.map((i) => shot(caller, corpus[i] as TraversalCase, i, ctx.seed));
    });
  return { first, followUp };
}

async function fireSignInAim(probe: Probe, caller: Caller, req: RawRequest, c: TraversalCase, i: number) {
  const res = await probe.send('traversal', caller, req, { label: `${c.aim}: ${c.label}`, caseIndex: i });
  if (SIGN_IN_ANSWERS.some((m) => res.body.includes(m)))
    probe.tally.find({
      class: 'traversal',
      kind: 'leak',
      request: `${caller} POST ${c.target} [${c.label}]`,
      status: res.status,
      detail: `sign-in reached by another path, around its rate limits: ${res.body.slice(0, 200)}`,
    });
  return res;
}
