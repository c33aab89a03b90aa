import { TOO_DEEP_MESSAGE } from '../../gateway/src/public-body';
import { type Caller, findLeaks } from './detectors';
import { type RawRequest, type RawResponse, sendHttp, sendSocket } from './raw-http';
import { type FuzzClass, SLOW_MS, type Tally } from './tally';

/** What a request is for, so a finding names how to send it again. */
export type CaseMeta = {
  label: string;
  seed?: number;
  caseIndex?: number;
  /** A request that must be refused (a forged token on a protected route, say): any 1xx-3xx is a finding. */
  mustRefuse?: boolean;
};

/**
 * Sends one request as one caller and checks the answer against everything the suite forbids:
 * no answer at all, a 5xx, an answer slower than SLOW_MS, a leak (detectors.ts), and an accepted
 * request that had to be refused.
 */
export class Probe {
  constructor(
    readonly base: URL,
    readonly tally: Tally,
    /** Values of another user that must never reach the fuzz student or an anonymous caller. */
    readonly foreign: string[],
  ) {}

  readonly tokens: Partial<Record<Caller, string>> = {};

  async send(cls: FuzzClass, caller: Caller, req: RawRequest, meta: CaseMeta): Promise<RawResponse> {
    const token = this.tokens[caller];
    const headers = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...req.headers };
    const res = await sendHttp(this.base, { ...req, headers });
    this.check(cls, caller, req.method, req.target, res, meta);
    return res;
  }

  /** For bytes Node's client refuses: a hand-written request over a socket. */
  async sendBytes(
    cls: FuzzClass,
    caller: Caller,
    method: string,
    target: string,
    meta: CaseMeta,
    extraHead = '',
    body = '',
  ): Promise<RawResponse> {
    const host = `${this.base.hostname}:${this.base.port}`;
    const token = this.tokens[caller];
    const auth = token ? `Authorization: Bearer ${token}\r\n` : '';
    const head = `${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n${auth}${extraHead}\r\n`;
    const res = await sendSocket(this.base, head, Buffer.from(body, 'latin1'));
    this.check(cls, caller, method, target, res, meta);
    return res;
  }

  /** A hand-written request with a Content-Length that disagrees with its body. */
  async sendMismatched(
    cls: FuzzClass,
    caller: Caller,
    target: string,
    body: string,
    declared: number,
    meta: CaseMeta,
  ) {
    const host = `${this.base.hostname}:${this.base.port}`;
    const token = this.tokens[caller];
    const head =
      `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\nContent-Type: application/json\r\n` +
      `${token ? `Authorization: Bearer ${token}\r\n` : ''}Content-Length: ${declared}\r\n\r\n`;
    const res = await sendSocket(this.base, head, Buffer.from(body));
    // A shorter body than declared leaves the server waiting for bytes that never come: it may
    // close without answering once we half-close, which is the right outcome, not a finding.
    if (res.status === 0 && declared > Buffer.byteLength(body)) {
      this.tally.count(cls, `${caller} POST ${target}`, 0, res.ms);
      return res;
    }
    this.check(cls, caller, 'POST', target, res, meta);
    return res;
  }

  private check(
    cls: FuzzClass,
    caller: Caller,
    method: string,
    target: string,
    res: RawResponse,
    meta: CaseMeta,
  ) {
    const request = `${caller} ${method} ${shorten(target)} [${meta.label}]`;
    this.tally.count(cls, request, res.status, res.ms);
    if (costsSignInBudget(target, res)) this.tally.signInBudgetSpent++;
    const at = { class: cls, request, status: res.status, seed: meta.seed, caseIndex: meta.caseIndex };
    if (res.error) this.tally.find({ ...at, kind: 'no HTTP answer', detail: res.error });
    if (res.status >= 500) this.tally.find({ ...at, kind: '5xx', detail: shorten(res.body) });
    if (res.ms > SLOW_MS) this.tally.find({ ...at, kind: 'slow response', detail: `${res.ms} ms` });
    if (meta.mustRefuse && res.status > 0 && res.status < 400)
      this.tally.find({ ...at, kind: 'accepted a request it must refuse', detail: shorten(res.body) });
    const contentType = res.headers['content-type'];
    for (const leak of findLeaks(
      {
        caller,
        target,
        status: res.status,
        contentType: Array.isArray(contentType) ? contentType[0] : contentType,
        body: res.body,
      },
      this.foreign,
    ))
      this.tally.find({ ...at, kind: 'leak', detail: `${leak}: ${shorten(res.body)}` });
  }
}

/**
 * Whether the gateway counted this answer as a failed sign-in, refresh, password reset or email
 * verification of 127.0.0.1
 * (auth-limits.ts: any 4xx of the service but 429; the gateway's own refusals of a body it
 * could not read come before the limiter).
 */
function costsSignInBudget(target: string, res: RawResponse): boolean {
  const path = target.split('?')[0];
  const counted = [
    '/api/auth/signin',
    '/api/auth/refresh',
    '/api/auth/reset-password',
    '/api/auth/verify-email',
  ];
  if (!path || !counted.includes(path)) return false;
  if (res.status < 400 || res.status >= 500 || [413, 415, 429].includes(res.status)) return false;
  return !res.body.includes('Request body is not valid JSON') && !res.body.includes(TOO_DEEP_MESSAGE);
}

export const shorten = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
