import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { testInfra } from '@ssc/test-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway-harness';

const infra = testInfra();
let gw: Awaited<ReturnType<typeof buildGateway>>;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'gw-web-coded-'));

const BROWSER = 'gzip, deflate, br, zstd';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const text = (what: string) => `/* ${what} */ ${'const question = "Which option is right?";\n'.repeat(200)}`;

/** Writes a built file and, as the build does, its twins (`only` limits which). */
function built(relative: string, body: string | Buffer, only: Array<'br' | 'gz'> = ['br', 'gz']) {
  const file = path.join(webRoot, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  if (only.includes('br')) fs.writeFileSync(`${file}.br`, brotliCompressSync(body));
  if (only.includes('gz')) fs.writeFileSync(`${file}.gz`, gzipSync(body));
  return { body: body.toString(), size: (twin: 'br' | 'gz') => fs.statSync(`${file}.${twin}`).size };
}

const shellJs = built('shell/dist/static/js/main.0123abcd.js', text('shell'));
const index = built(
  'shell/dist/index.html',
  `<!doctype html><link as="script" fetchpriority="high" href="/static/js/main.1.js" rel="preload"><div id="root"></div>${text('index')}`,
);
const studentJs = built('mf-student/dist/static/js/42.89abcdef.js', text('student'), ['gz']);
const manifest = built('mf-student/dist/mf-manifest.json', JSON.stringify({ id: 'student', pad: text('m') }));
const css = built('mf-admin/dist/static/css/admin.fedcba98.css', `.a{color:red}${text('css')}`);
const png = built('shell/dist/static/media/logo.0123abcd.png', Buffer.alloc(2048, 7), []);

beforeAll(async () => {
  gw = await buildGateway({
    redisUrl: infra.redisUrl,
    upstreamUrl: 'http://127.0.0.1:9',
    deadUrl: 'http://127.0.0.1:9',
    webRoot,
  });
});
afterAll(() => gw.close());

const get = (url: string, acceptEncoding?: string) => {
  const req = request(gw.app).get(url);
  return acceptEncoding === undefined
    ? req.set('Accept-Encoding', '')
    : req.set('Accept-Encoding', acceptEncoding);
};

describe('precompressed frontends', () => {
  it("serves a hashed script's brotli twin to a browser, typed and cached as the script itself", async () => {
    const plain = await get('/static/js/main.0123abcd.js');
    const coded = await get('/static/js/main.0123abcd.js', BROWSER);
    expect(coded.status).toBe(200);
    expect(coded.headers['content-encoding']).toBe('br');
    expect(Number(coded.headers['content-length'])).toBe(shellJs.size('br'));
    expect(coded.text).toBe(shellJs.body);
    expect(coded.headers['content-type']).toBe(plain.headers['content-type']);
    expect(coded.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
    expect(coded.headers['cache-control']).toBe(IMMUTABLE);
    expect(coded.headers.vary).toMatch(/Accept-Encoding/i);
    expect(coded.headers.etag).not.toBe(plain.headers.etag);
  });

  it('serves the file itself, with Vary, to a client that takes no coding', async () => {
    const plain = await get('/static/js/main.0123abcd.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(shellJs.body);
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(
      (await get('/static/js/main.0123abcd.js', 'br;q=0, gzip;q=0')).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('serves gzip to a gzip-only client, and when a file has no brotli twin', async () => {
    const gzipOnly = await get('/static/js/main.0123abcd.js', 'gzip, deflate');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipOnly.headers['content-length'])).toBe(shellJs.size('gz'));
    const remote = await get('/remotes/student/static/js/42.89abcdef.js', BROWSER);
    expect(remote.headers['content-encoding']).toBe('gzip');
    expect(remote.text).toBe(studentJs.body);
    expect(remote.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('negotiates the SPA fallback: index.html for any client route, revalidated', async () => {
    for (const url of ['/', '/test-taking/abc123', '/index.html']) {
      const page = await get(url, BROWSER);
      expect(page.status, url).toBe(200);
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers.vary, url).toMatch(/Accept-Encoding/i);
      expect(page.text, url).toBe(index.body);
    }
    const plain = await get('/test-taking/abc123');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(index.body);
  });

  it("names the page's remote manifest and the page's own preloads with the page, for the browser to preload", async () => {
    const preload = (url: string) =>
      `<${url}>; rel=preload; as=fetch; crossorigin=anonymous, </static/js/main.1.js>; rel=preload; as=script; fetchpriority=high`;
    expect((await get('/test-taking/abc123', BROWSER)).headers.link).toBe(
      preload('/remotes/student/mf-manifest.json'),
    );
    expect((await get('/', BROWSER)).headers.link).toBe(preload('/remotes/student/mf-manifest.json'));
    expect((await get('/admin', BROWSER)).headers.link).toBe(preload('/remotes/admin/mf-manifest.json'));
    expect((await get('/admin/questions')).headers.link).toBe(preload('/remotes/admin/mf-manifest.json'));
    expect((await get('/administrator')).headers.link).toBe(preload('/remotes/student/mf-manifest.json'));
  });

  it('keeps manifests revalidated and typed as JSON, css typed as css', async () => {
    const coded = await get('/remotes/student/mf-manifest.json', BROWSER);
    expect(coded.headers['content-encoding']).toBe('br');
    expect(coded.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(coded.headers['cache-control']).toBe('no-cache');
    expect(coded.text).toBe(manifest.body);
    const style = await get('/remotes/admin/static/css/admin.fedcba98.css', BROWSER);
    expect(style.headers['content-encoding']).toBe('br');
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(style.headers['cache-control']).toBe(IMMUTABLE);
    expect(style.text).toBe(css.body);
  });

  it('answers HEAD like GET and leaves binary files alone', async () => {
    const head = await request(gw.app).head('/static/js/main.0123abcd.js').set('Accept-Encoding', BROWSER);
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(shellJs.size('br'));
    const image = await get('/static/media/logo.0123abcd.png', BROWSER);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(image.headers['content-length'])).toBe(png.body.length);
  });

  it('still 404s a missing remote file whatever the client accepts', async () => {
    expect((await get('/remotes/student/static/js/missing.0123abcd.js', BROWSER)).status).toBe(404);
    expect((await get('/remotes/student/static/js/missing.0123abcd.js')).status).toBe(404);
  });

  it('answers a revalidation of the twin with 304', async () => {
    const first = await get('/remotes/student/mf-manifest.json', BROWSER);
    const again = await get('/remotes/student/mf-manifest.json', BROWSER).set(
      'If-None-Match',
      first.headers.etag ?? '',
    );
    expect(again.status).toBe(304);
  });
});
