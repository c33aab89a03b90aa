import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConflictError, errorHandler, ForbiddenError, NotFoundError, ValidationError } from './errors';
import { createLogger } from './logger';
import { requestId } from './request-id';
import { parseInput } from './validate';

const appThrowing = (err: unknown) => {
  const app = express();
  app.use(requestId);
  app.use(express.json({ limit: '1kb' }));
  app.post('/x', () => {
    throw err;
  });
  app.use(errorHandler(createLogger('test', 'silent')));
  return app;
};

describe('errorHandler', () => {
  it.each([
    [new ValidationError('Bad thing'), 400, 'VALIDATION_FAILED'],
    [new ForbiddenError(), 403, 'FORBIDDEN'],
    [new NotFoundError(), 404, 'NOT_FOUND'],
    [new ConflictError('Taken'), 409, 'CONFLICT'],
  ])('maps %s to its status and a JSON body', async (err, status, code) => {
    const res = await request(appThrowing(err)).post('/x');
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ message: (err as Error).message, code });
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it("adds a conflict's details to the body without letting them replace the message", async () => {
    const err = new ConflictError('Already there', { existingId: 'q-1', message: 'ignored' });
    const res = await request(appThrowing(err)).post('/x');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'Already there', code: 'CONFLICT', existingId: 'q-1' });
  });

  it('hides unexpected errors behind the spec 500 message', async () => {
    const res = await request(appThrowing(new Error('db password is hunter2'))).post('/x');
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('Server error. Please try again');
  });

  it('turns malformed and oversized JSON into 400 and 413', async () => {
    const app = appThrowing(new Error('unreached'));
    const bad = await request(app).post('/x').set('Content-Type', 'application/json').send('{nope');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Request body is not valid JSON');
    const big = await request(app)
      .post('/x')
      .send({ a: 'x'.repeat(2000) });
    expect(big.status).toBe(413);
  });
});

describe('parseInput', () => {
  const schema = z.object({ phone: z.string().regex(/^\+/, 'Phone must start with +'), age: z.number() });

  it('names the field and the reason', () => {
    try {
      parseInput(schema, { phone: '0123', age: 3 });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ValidationError);
      expect((err as ValidationError).message).toBe('Phone must start with +');
      expect((err as ValidationError).issues).toEqual([
        { path: 'phone', message: 'Phone must start with +' },
      ]);
    }
  });

  it('says so when there is no body at all', () => {
    expect(() => parseInput(schema, undefined)).toThrow('The request has no body: send a JSON object');
  });

  it('returns parsed data', () => {
    expect(parseInput(schema, { phone: '+91', age: 3 })).toEqual({ phone: '+91', age: 3 });
  });
});
