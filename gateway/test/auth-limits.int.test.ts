import { testInfra } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, startRecordingUpstream } from './gateway-harness';

/**
 * The sign-in limits against a stand-in auth service that accepts exactly one password, so
 * successes and failures are real answers the gateway has to read.
 */
const infra = testInfra();
let auth: Awaited<ReturnType<typeof startPasswordUpstream>>;

async function startPasswordUpstream() {
  const upstream = await startRecordingUpstream((req, body) => {
    if (req.url === '/api/auth/signin') {
      const { password } = JSON.parse(body || '{}');
      return password === 'right-password'
        ? [200, { session: 'ok' }]
        : [401, { message: 'Invalid email or password' }];
    }
    if (req.url === '/api/auth/signup') return [201, { session: 'ok' }];
    if (req.url === '/api/auth/forgot-password') return [202, { message: 'sent if it exists' }];
    if (req.url === '/api/auth/verify-email') {
      const { token } = JSON.parse(body || '{}');
      return token === 'good-token'
        ? [200, { message: 'verified', emailVerified: true }]
        : [400, { message: 'expired', code: 'VERIFY_LINK_INVALID' }];
    }
    if (req.url === '/api/auth/reset-password') {
      const { token } = JSON.parse(body || '{}');
      return token === 'good-token' ? [204, {}] : [400, { message: 'expired', code: 'RESET_LINK_INVALID' }];
    }
    return [200, {}];
  });
  return upstream;
}

beforeAll(async () => {
  auth = await startPasswordUpstream();
});
afterAll(() => auth.close());

const gateway = (limits: Parameters<typeof buildGateway>[0]['limits'], trustedProxies?: string) =>
  buildGateway({
    redisUrl: infra.redisUrl,
    upstreamUrl: auth.url,
    deadUrl: 'http://127.0.0.1:9',
    limits,
    ...(trustedProxies ? { trustedProxies } : {}),
  });

const signIn = (app: Parameters<typeof request>[0], email: string, password: string, ip?: string) => {
  const req = request(app).post('/api/auth/signin').send({ email, password });
  return ip ? req.set('X-Forwarded-For', ip) : req;
};

describe('sign-in limits', () => {
  it('stops guessing one account after its budget, from any address, with Retry-After', async () => {
    const gw = await gateway({ SIGNIN_FAILURES_PER_ACCOUNT: 5 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await signIn(gw.app, 'victim@x.in', `guess-${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
      const blocked = await signIn(gw.app, 'Victim@X.in ', 'right-password');
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toBe('Too many requests. Please try again later');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
      // Other accounts from the same address are not affected.
      expect((await signIn(gw.app, 'someone-else@x.in', 'right-password')).status).toBe(200);
    } finally {
      await gw.close();
    }
  });

  it('never counts successful sign-ins against an address: a classroom behind one NAT gets in', async () => {
    const gw = await gateway({ SIGNIN_FAILURES_PER_ADDRESS: 20 });
    try {
      const results = await Promise.all(
        Array.from({ length: 120 }, (_, i) => signIn(gw.app, `student${i}@school.in`, 'right-password')),
      );
      expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    } finally {
      await gw.close();
    }
  });

  it('lets no burst of parallel guesses at one account past its budget', async () => {
    const gw = await gateway({ SIGNIN_FAILURES_PER_ACCOUNT: 10 });
    try {
      const seenBefore = auth.seen.length;
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) => signIn(gw.app, 'target@x.in', `parallel-guess-${i}`)),
      );
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      expect(auth.seen.length - seenBefore).toBe(10);
    } finally {
      await gw.close();
    }
  });

  it('counts failed sign-ins per address, across accounts', async () => {
    const gw = await gateway({ SIGNIN_FAILURES_PER_ADDRESS: 4, SIGNIN_FAILURES_PER_ACCOUNT: 1000 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push((await signIn(gw.app, `acct${i}@x.in`, 'wrong-password')).status);
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
      // The address has used up its failures: even a right password waits for the window.
      expect((await signIn(gw.app, 'fine@x.in', 'right-password')).status).toBe(429);
    } finally {
      await gw.close();
    }
  });

  it('believes X-Forwarded-For only from configured proxies', async () => {
    const direct = await gateway({ SIGNIN_FAILURES_PER_ADDRESS: 3, SIGNIN_FAILURES_PER_ACCOUNT: 1000 });
    try {
      // A different forged address per request gets nothing: the socket's address is counted.
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await signIn(direct.app, `a${i}@x.in`, 'no', `203.0.113.${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await direct.close();
    }
    const behindProxy = await gateway(
      { SIGNIN_FAILURES_PER_ADDRESS: 3, SIGNIN_FAILURES_PER_ACCOUNT: 1000 },
      'loopback',
    );
    try {
      // Behind a trusted balancer on loopback, each client address has a budget of its own.
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++)
        statuses.push((await signIn(behindProxy.app, `b${i}@x.in`, 'no', `203.0.113.${i}`)).status);
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
    } finally {
      await behindProxy.close();
    }
  });

  it('gives sign-ups a budget of their own per address', async () => {
    const gw = await gateway({ SIGNUPS_PER_ADDRESS: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await request(gw.app)
          .post('/api/auth/signup')
          .send({ email: `new${i}@x.in`, password: 'p', displayName: 'N' });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect((await signIn(gw.app, 'x@x.in', 'right-password')).status).toBe(200);
    } finally {
      await gw.close();
    }
  });
});

describe('password-reset limits', () => {
  const forgot = (app: Parameters<typeof request>[0], email: string, ip?: string) => {
    const req = request(app).post('/api/auth/forgot-password').send({ email });
    return ip ? req.set('X-Forwarded-For', ip) : req;
  };

  it('sends an account only a few reset mails, whatever the address or letter case', async () => {
    const gw = await gateway({ RESET_MAILS_PER_ACCOUNT: 3 }, 'loopback');
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await forgot(gw.app, i % 2 ? 'Asha@X.in ' : 'asha@x.in', `203.0.113.${i}`)).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
      expect((await forgot(gw.app, 'ravi@x.in')).status).toBe(202);
    } finally {
      await gw.close();
    }
  });

  it('limits the asks of one address across accounts', async () => {
    const gw = await gateway({ RESET_ASKS_PER_ADDRESS: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await forgot(gw.app, `walker${i}@x.in`)).status);
      expect(statuses).toEqual([202, 202, 202, 429]);
    } finally {
      await gw.close();
    }
  });

  it('counts bad reset links against the address like failed sign-ins', async () => {
    const gw = await gateway({ SIGNIN_FAILURES_PER_ADDRESS: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await request(gw.app)
          .post('/api/auth/reset-password')
          .send({ token: `guess-${i}`, password: 'a new password' });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await gw.close();
    }
  });
});

describe('email-verification limits', () => {
  it('sends a signed-in account only a few verification mails, counted per account', async () => {
    const gw = await gateway({ VERIFICATION_MAILS_PER_ACCOUNT: 3 }, 'loopback');
    try {
      const resend = (sub: string, ip: string) =>
        request(gw.app)
          .post('/api/auth/resend-verification')
          .set('Authorization', `Bearer ${gw.token(sub, 'student')}`)
          .set('X-Forwarded-For', ip);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await resend('asha', `203.0.113.${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const blocked = await resend('asha', '203.0.113.9');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
      // Another account from the same address still may.
      expect((await resend('ravi', '203.0.113.0')).status).toBe(200);
    } finally {
      await gw.close();
    }
  });

  it('asks for a signed-in caller before it counts anything', async () => {
    const gw = await gateway({ VERIFICATION_MAILS_PER_ACCOUNT: 1 });
    try {
      const res = await request(gw.app).post('/api/auth/resend-verification');
      expect(res.status).toBe(401);
    } finally {
      await gw.close();
    }
  });

  it('counts bad verification links against the address like failed sign-ins', async () => {
    const gw = await gateway({ SIGNIN_FAILURES_PER_ADDRESS: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await request(gw.app)
          .post('/api/auth/verify-email')
          .send({ token: `guess-${i}` });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    } finally {
      await gw.close();
    }
  });
});
