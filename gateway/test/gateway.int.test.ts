import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testInfra } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Seen, startRecordingUpstream } from './gateway-harness';

const infra = testInfra();
let upstream: Awaited<ReturnType<typeof startRecordingUpstream>>;
let gw: Awaited<ReturnType<typeof buildGateway>>;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-web-'));

beforeAll(async () => {
  upstream = await startRecordingUpstream();
  fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(
    path.join(webRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><div id="root">shell</div>',
  );
  fs.mkdirSync(path.join(webRoot, 'shell', 'dist', 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'static', 'js', 'main.1a2b.js'), 'window.app=1;');
  fs.mkdirSync(path.join(webRoot, 'mf-admin', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'mf-admin', 'dist', 'mf-manifest.json'), '{"id":"admin"}');
  gw = await buildGateway({
    redisUrl: infra.redisUrl,
    upstreamUrl: upstream.url,
    deadUrl: 'http://127.0.0.1:9',
    webRoot,
  });
});
afterAll(async () => {
  await gw.close();
  await upstream.close();
});

const last = (): Seen => {
  const entry = upstream.seen.at(-1);
  if (!entry) throw new Error('upstream saw nothing');
  return entry;
};

describe('gateway routing and identity', () => {
  it('forwards a public auth call with its body and query, without identity', async () => {
    const res = await request(gw.app).post('/api/auth/signin?x=1').send({ email: 'a@b.c', password: 'p' });
    expect(res.status).toBe(200);
    expect(res.headers['x-upstream']).toBe('yes');
    expect(last()).toMatchObject({ method: 'POST', url: '/api/auth/signin?x=1' });
    expect(JSON.parse(last().body)).toEqual({ email: 'a@b.c', password: 'p' });
    expect(last().headers['x-ssc-identity']).toBeUndefined();
  });

  it('passes the verified identity as a signed header and drops a forged one', async () => {
    const res = await request(gw.app)
      .get('/api/profile')
      .set('Authorization', `Bearer ${gw.token('user-1', 'student')}`)
      .set('x-ssc-identity', 'forged');
    expect(res.status).toBe(200);
    expect(gw.identityOf(last().headers['x-ssc-identity'])).toMatchObject({
      userId: 'user-1',
      role: 'student',
    });
  });

  it('echoes a request id and forwards the same id to the service', async () => {
    const res = await request(gw.app)
      .get('/api/profile')
      .set('Authorization', `Bearer ${gw.token('u', 'student')}`);
    expect(res.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(last().headers['x-request-id']).toBe(res.headers['x-request-id']);
  });

  it('answers 401 without a token, with a bad token and with an expired token', async () => {
    const before = upstream.seen.length;
    const none = await request(gw.app).get('/api/profile');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Please log in to continue');
    expect((await request(gw.app).get('/api/profile').set('Authorization', 'Bearer nope')).status).toBe(401);
    const expired = await request(gw.app)
      .get('/api/profile')
      .set('Authorization', `Bearer ${gw.token('u', 'student', -5)}`);
    expect(expired.status).toBe(401);
    expect(upstream.seen.length).toBe(before);
  });

  it('answers 403 to a student on admin routes and lets an admin through', async () => {
    const student = await request(gw.app)
      .get('/api/admin/tests')
      .set('Authorization', `Bearer ${gw.token('s', 'student')}`);
    expect(student.status).toBe(403);
    expect(student.body.message).toBe("You don't have permission to perform this action");
    const admin = await request(gw.app)
      .get('/api/admin/tests')
      .set('Authorization', `Bearer ${gw.token('a', 'admin')}`);
    expect(admin.status).toBe(200);
    expect(gw.identityOf(last().headers['x-ssc-identity'])?.role).toBe('admin');
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const res = await request(gw.app).get('/api/definitely-not-here');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body.message).toMatch(/No API route/);
  });

  it('answers 503 with a clear message when the owning service is not running', async () => {
    const res = await request(gw.app)
      .get('/api/dashboard-stats')
      .set('Authorization', `Bearer ${gw.token('u', 'student')}`);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(
      'The results service is not available right now. Please try again shortly.',
    );
  });

  it('refuses oversized bodies with 413 before they reach the service', async () => {
    const before = upstream.seen.length;
    const res = await request(gw.app)
      .put('/api/profile')
      .set('Authorization', `Bearer ${gw.token('u', 'student')}`)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ displayName: 'x'.repeat(300 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
    expect(upstream.seen.length).toBe(before);
  });
});

describe('gateway frontends', () => {
  it('serves the runtime remotes config, remote files and the SPA fallback', async () => {
    const config = await request(gw.app).get('/mf-remotes.json');
    expect(config.body).toEqual({
      student: '/remotes/student/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
    expect((await request(gw.app).get('/remotes/admin/mf-manifest.json')).body).toEqual({ id: 'admin' });
    const page = await request(gw.app).get('/some/client/route');
    expect(page.status).toBe(200);
    expect(page.text).toContain('shell');
    expect((await request(gw.app).get('/remotes/admin/missing.js')).status).toBe(404);
  });
});

describe('tokens and sessions', () => {
  const get = (token: string) => request(gw.app).get('/api/profile').set('Authorization', `Bearer ${token}`);

  it('refuses a token without exp, without a session, or of another algorithm', async () => {
    const before = upstream.seen.length;
    const noExp = gw.rawToken({ role: 'student', email: 'x@test.dev', sid: 'sid-x' }, { subject: 'x' });
    expect((await get(noExp)).status).toBe(401);
    const noSid = gw.rawToken({ role: 'student', email: 'x@test.dev' }, { subject: 'x', expiresIn: 60 });
    expect((await get(noSid)).status).toBe(401);
    expect(upstream.seen.length).toBe(before);
  });

  it('says an expired token is expired, so the client refreshes instead of signing out', async () => {
    const res = await get(gw.token('late', 'student', -5));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses a valid token whose session has ended, on every route', async () => {
    const token = gw.token('gone', 'student', 600, 'sid-gone');
    expect((await get(token)).status).toBe(200);
    gw.setSession('sid-gone', { kind: 'ended' });
    const before = upstream.seen.length;
    for (const path of [
      '/api/profile',
      '/api/test-attempts/in-progress',
      '/api/dashboard-stats',
      '/api/tests',
    ]) {
      const res = await request(gw.app).get(path).set('Authorization', `Bearer ${token}`);
      expect(res.status, path).toBe(401);
      expect(res.body).toMatchObject({
        code: 'SESSION_ENDED',
        message: 'Your session has ended. Please log in again',
      });
    }
    expect(upstream.seen.length).toBe(before);
  });

  it('uses the role the session has now, not the one in the token', async () => {
    const token = gw.token('boss', 'admin', 600, 'sid-boss');
    expect(
      (await request(gw.app).get('/api/admin/tests').set('Authorization', `Bearer ${token}`)).status,
    ).toBe(200);
    gw.setSession('sid-boss', {
      kind: 'live',
      state: { userId: 'boss', role: 'student', email: 'b@test.dev' },
    });
    const demoted = await request(gw.app).get('/api/admin/tests').set('Authorization', `Bearer ${token}`);
    expect(demoted.status).toBe(403);
    expect((await get(token)).status).toBe(200);
    expect(gw.identityOf(last().headers['x-ssc-identity'])?.role).toBe('student');
  });

  it('refuses a session that belongs to someone else', async () => {
    gw.setSession('sid-shared', { kind: 'live', state: { userId: 'owner', role: 'student', email: '' } });
    expect((await get(gw.token('intruder', 'student', 600, 'sid-shared'))).status).toBe(401);
  });

  it('lets a signed, unexpired token through when nobody can say (accounts service down)', async () => {
    gw.setSession('sid-unknown', { kind: 'unknown' });
    const res = await get(gw.token('someone', 'student', 600, 'sid-unknown'));
    expect(res.status).toBe(200);
  });
});

describe('security headers', () => {
  it('marks API answers no-store, nosniff, unframeable and unrunnable', async () => {
    const res = await request(gw.app)
      .get('/api/profile')
      .set('Authorization', `Bearer ${gw.token('h', 'student')}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('gives the shell a CSP with scripts from self only and no framing', async () => {
    const page = await request(gw.app).get('/dashboard');
    const csp = page.headers['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives a file only what applies to it, and a missing file a 404 rather than the page', async () => {
    const script = await request(gw.app).get('/static/js/main.1a2b.js');
    expect(script.status).toBe(200);
    expect(script.text).toBe('window.app=1;');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    // The page's policies are enforced from the page that loads a file, never from the file.
    for (const header of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ]) {
      expect(script.headers[header], header).toBeUndefined();
    }
    const missing = await request(gw.app).get('/static/js/gone.9f9f.js');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('id="root"');
    expect(missing.headers['content-type'] ?? '').not.toContain('text/html');
    // A page under any route still gets the page's policies.
    const page = await request(gw.app).get('/test-results/665f1c2ab3');
    expect(page.text).toContain('id="root"');
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("allows the shell's own inline start script by its hash, and no other inline script", async () => {
    const index = path.join(webRoot, 'shell', 'dist', 'index.html');
    const before = fs.readFileSync(index, 'utf8');
    const early = 'window.started=1;';
    const hash = `'sha256-${createHash('sha256').update(early).digest('base64')}'`;
    try {
      fs.writeFileSync(
        index,
        `<!doctype html><script>${early}</script><script src="/x.js"></script><div id="root"></div>`,
      );
      const csp = (await request(gw.app).get('/test-taking/a-1')).headers['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc.trim().split(/\s+/)).toEqual(['script-src', "'self'", hash]);
    } finally {
      fs.writeFileSync(index, before);
    }
    const after = (await request(gw.app).get('/dashboard')).headers['content-security-policy'] ?? '';
    expect(after).not.toContain('sha256');
  });
});
