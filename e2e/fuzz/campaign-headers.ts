import type { Caller } from './detectors';
import { ENDPOINTS } from './endpoints';
import { contentCases, forgedHeaderCases } from './header-cases';
import {
  accessOf,
  BUDGETED,
  type FuzzContext,
  httpShot,
  leastCaller,
  servedMethods,
  targetOf,
  validBody,
} from './shots';
import type { Shot } from './state-guard';
import type { TokenCase } from './tokens';

/** A valid signature on the student's live session with `role: admin`: the session's role (student) wins. */
const STUDENT_SESSION_WITH_ADMIN_CLAIM = 'admin role on a student session (validly signed)';

export type HeaderKeys = { tokens: TokenCase[]; forgedIdentity: string; forgedServiceCall: string };

/**
 * Bad headers on every endpoint: forged, expired and confused tokens (each must be refused on
 * a protected route); content types, charsets and encodings the route does not read; and the
 * headers only the gateway may set (signed identity, service call), which a client's copy must
 * never turn into access.
 */
export function headerShots(ctx: FuzzContext, keys: HeaderKeys): Shot[] {
  const shots: Shot[] = [];
  const { ids } = ctx.fx;
  for (const endpoint of ENDPOINTS) {
    if (BUDGETED.has(endpoint.template)) continue;
    const access = accessOf(endpoint, ids);
    const [method = 'GET'] = servedMethods(endpoint);
    const target = targetOf(endpoint, method, ids);
    const body = validBody(endpoint, method, ctx);
    const base = { method, target, ...(body ? { body: body.body } : {}) };
    const json: Record<string, string> = body ? { 'content-type': 'application/json' } : {};

    if (access !== 'public') {
      keys.tokens.forEach((token, i) => {
        const admitted = token.label === STUDENT_SESSION_WITH_ADMIN_CLAIM && access === 'user';
        shots.push(
          httpShot(
            'headers',
            'anonymous',
            { ...base, headers: { ...json, authorization: token.authorization } },
            { label: `token: ${token.label}`, caseIndex: i, mustRefuse: !admitted },
          ),
        );
      });
    }

    // One level below what the route needs: a forged header must not lift the caller to it.
    const below: Caller = access === 'admin' ? 'student' : 'anonymous';
    forgedHeaderCases(keys).forEach((forged, i) => {
      shots.push(
        httpShot(
          'headers',
          below,
          { ...base, headers: { ...json, ...forged.headers } },
          { label: forged.label, caseIndex: i, mustRefuse: access !== 'public' },
        ),
      );
    });

    if (body) {
      const caller = leastCaller(access);
      contentCases(String(body.body)).forEach((content, i) => {
        shots.push(
          httpShot(
            'headers',
            caller,
            { method, target, headers: content.headers, ...(content.body ? { body: content.body } : {}) },
            {
              label: content.label,
              caseIndex: i,
            },
          ),
        );
      });
    }
  }
  return shots;
}

/**
 * Framing a client controls: a Content-Length that disagrees with the body (hand-written, as
 * Node's client will not), both Content-Length and Transfer-Encoding (request smuggling), and a
 * chunked body past the gateway's limit, which no declared length announces.
 */
export function framingShots(ctx: FuzzContext): Shot[] {
  const targets: [Caller, string, string][] = [
    ['student', '/api/question-bookmarks', '{"questionId":"x","attemptId":"y"}'],
    ['admin', '/api/admin/tests', JSON.stringify({ title: `${ctx.fx.marker} x` })],
    ['anonymous', '/api/auth/signup', '{"email":"a@b.c"}'],
  ];
  const mismatched = targets.flatMap(([caller, target, body]) =>
    [Math.floor(body.length / 2), body.length + 10].map(
      (declared): Shot => ({
        cls: 'headers',
        caller,
        method: 'POST',
        target,
        describe: `${caller} POST ${target} [content-length ${declared} for ${body.length} bytes]`,
        fire: (probe) =>
          probe.sendMismatched('headers', caller, target, body, declared, {
            label: `content-length ${declared} for ${body.length} bytes`,
          }),
      }),
    ),
  );
  const smuggled: Shot = {
    cls: 'headers',
    caller: 'anonymous',
    method: 'POST',
    target: '/api/auth/signup',
    describe: 'anonymous POST /api/auth/signup [Content-Length and Transfer-Encoding]',
    fire: (probe) =>
      probe.sendBytes(
        'headers',
        'anonymous',
        'POST',
        '/api/auth/signup',
        { label: 'Content-Length and Transfer-Encoding' },
        'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n',
        `0\r\n\r\nGET /internal/stats HTTP/1.1\r\nHost: x\r\n\r\n`,
      ),
  };
  const chunkedOverLimit = (['student', 'admin'] as const).map((caller) =>
    httpShot(
      'headers',
      caller,
      {
        method: 'PUT',
        target: caller === 'student' ? '/api/profile' : `/api/admin/tests/${ctx.fx.ids.fakeId}`,
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        body: JSON.stringify({ displayName: 'x'.repeat(400 * 1024) }),
      },
      { label: 'chunked body past the limit' },
    ),
  );
  return [...mismatched, smuggled, ...chunkedOverLimit, ...chunkedIntact()];
}

/** Chunked bodies must reach the service whole: the setting written is the one read back. */
function chunkedIntact(): Shot[] {
  return [0, 100_000].map((padding, i) => {
    const darkMode = i % 2 === 0;
    const body = `{"darkMode":${darkMode}${' '.repeat(padding)}}`;
    const label = `chunked body of ${body.length} bytes arrives whole`;
    const shot = httpShot(
      'headers',
      'student',
      {
        method: 'PUT',
        target: '/api/profile/settings',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        body,
      },
      { label },
    );
    return {
      ...shot,
      fire: async (probe) => {
        const res = await shot.fire(probe);
        const saved =
          res.status === 200 ? (JSON.parse(res.body) as { darkMode?: boolean }).darkMode : undefined;
        if (saved !== darkMode)
          probe.tally.find({
            class: 'headers',
            kind: 'chunked body lost',
            request: shot.describe,
            status: res.status,
            detail: `sent darkMode ${darkMode}, the service answered ${res.body.slice(0, 200)}`,
          });
        return res;
      },
    };
  });
}
