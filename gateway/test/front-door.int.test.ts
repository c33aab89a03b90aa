import { describe, expect, it } from 'vitest';
import { listeningGateway } from './listening-gateway';
import { rawRequest } from './raw-http';

/**
 * The gateway on a real port, asked with raw paths and real-sized bodies, as a browser or an
 * attacker would (the recording upstream stands in for the services).
 */
const front = listeningGateway();

const TRAVERSALS = [
  '/api/tests/..\\..\\internal\\questions?ids=q1',
  '/api/tests/../../internal/questions?ids=q1',
  '/api/tests/%2e%2e/%2e%2e/internal/questions?ids=q1',
  '/api/tests/%2E%2E%2F%2E%2E%2Finternal%2Fquestions?ids=q1',
  '/api/test-attempts/..%5c..%5cinternal%5cattempts%5cx',
  '/api/profile/..\\..\\internal\\users\\display-names?ids=u1',
  '/media/questions/..\\..\\health',
  '/media/avatars/%2e%2e%2fhealth',
  '/api/profile/..\\..\\api\\auth\\signin',
  '/api/tests;/../../internal/questions',
  '/api/tests/%c0%ae%c0%ae/internal/questions',
  '/api/tests/%ef%bc%8e%ef%bc%8e/internal/questions',
  '//internal/questions',
  '/api//tests',
];

describe('one path, decided once', () => {
  it.each(TRAVERSALS)('refuses %s with 400 and forwards nothing', async (path) => {
    const before = front.upstream.seen.length;
    const res = await rawRequest(front.base, {
      method: path.includes('signin') ? 'POST' : 'GET',
      path,
      headers: {
        authorization: `Bearer ${front.gw.token('student-1', 'student')}`,
        'content-type': 'application/json',
      },
      body: path.includes('signin') ? '{"email":"a@b.c","password":"guess"}' : undefined,
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).message).toMatch(/^The request path is not valid/);
    expect(front.upstream.seen.length).toBe(before);
  });

  it('forwards exactly the path it matched, with the query untouched', async () => {
    const res = await rawRequest(front.base, {
      path: '/api/tests/exam/SSC_CGL?q=..%5c..&x=%2e',
      headers: { authorization: `Bearer ${front.gw.token('student-1', 'student')}` },
    });
    expect(res.status).toBe(200);
    expect(front.upstream.seen.at(-1)?.url).toBe('/api/tests/exam/SSC_CGL?q=..%5c..&x=%2e');
  });

  it('never passes on a service-call header a client sent', async () => {
    const res = await rawRequest(front.base, {
      path: '/api/profile',
      headers: {
        authorization: `Bearer ${front.gw.token('student-1', 'student')}`,
        'x-ssc-service-call': 'forged',
      },
    });
    expect(res.status).toBe(200);
    expect(front.upstream.seen.at(-1)?.headers['x-ssc-service-call']).toBeUndefined();
  });
});

describe('body limits per route, on the whole path', () => {
  const multipart = (field: string, name: string, bytes: number) => {
    const boundary = '----ssc-test-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const body = Buffer.concat([head, Buffer.alloc(bytes, 0x41), tail]);
    return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('lets a 1.4 MB photo and a 4.9 MB photo through to the service', async () => {
    for (const size of [1.4 * 1024 * 1024, 4.9 * 1024 * 1024]) {
      const { body, headers } = multipart('image', 'photo.png', Math.round(size));
      const res = await rawRequest(front.base, {
        method: 'POST',
        path: '/api/upload/profile-image',
        headers: { ...headers, authorization: `Bearer ${front.gw.token('student-1', 'student')}` },
        body,
      });
      expect(res.status).toBe(200);
      expect(front.upstream.seen.at(-1)?.body.length).toBe(body.length);
    }
  });

  it('refuses a 6 MB photo with the spec message, before the service sees it', async () => {
    const before = front.upstream.seen.length;
    const { body, headers } = multipart('image', 'photo.jpg', 6 * 1024 * 1024);
    const res = await rawRequest(front.base, {
      method: 'POST',
      path: '/api/upload/profile-image',
      headers: { ...headers, authorization: `Bearer ${front.gw.token('student-1', 'student')}` },
      body,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('File size must be less than 5MB');
    expect(front.upstream.seen.length).toBe(before);
  });

  it('lets an admin send a 750 KB and a 9 MB CSV, and refuses 11 MB', async () => {
    const admin = `Bearer ${front.gw.token('admin-1', 'admin')}`;
    for (const size of [750 * 1024, 9 * 1024 * 1024]) {
      const { body, headers } = multipart('csv', 'questions.csv', size);
      const res = await rawRequest(front.base, {
        method: 'POST',
        path: '/api/admin/questions/upload',
        headers: { ...headers, authorization: admin },
        body,
      });
      expect(res.status).toBe(200);
    }
    const { body, headers } = multipart('csv', 'questions.csv', 11 * 1024 * 1024);
    const res = await rawRequest(front.base, {
      method: 'POST',
      path: '/api/admin/questions/upload',
      headers: { ...headers, authorization: admin },
      body,
    }).catch(() => ({
      status: 413,
      body: '{"message":"The CSV file must be smaller than 10 MB"}',
      headers: {},
    }));
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).message).toBe('The CSV file must be smaller than 10 MB');
  });

  it('keeps JSON small everywhere else', async () => {
    const res = await rawRequest(front.base, {
      method: 'PUT',
      path: '/api/profile',
      headers: {
        authorization: `Bearer ${front.gw.token('student-1', 'student')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ displayName: 'x'.repeat(300 * 1024) }),
    });
    expect(res.status).toBe(413);
  });
});
