import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { AppError, errorHandler, PayloadTooLargeError, ValidationError } from './errors';
import { createLogger } from './logger';
import {
  INVALID_MULTIPART_MESSAGE,
  multipartUpload,
  notMultipartMessage,
  unknownPartMessage,
  uploadFailure,
} from './multipart-upload';
import { MALFORMED_TEXT_MESSAGE } from './well-formed-text';

const multerError = (code: string) => Object.assign(new Error(code), { name: 'MulterError', code });

describe('uploadFailure', () => {
  it.each([
    ['Multipart: Boundary not found'],
    ['Malformed part header'],
    ['Unexpected end of form'],
    ['Unexpected end of file'],
    ['Request aborted'],
  ])('turns busboy\'s "%s" into a 400 that keeps the reason', (reason) => {
    const err = uploadFailure(new Error(reason));
    expect(err).toBeInstanceOf(ValidationError);
    expect((err as ValidationError).message).toBe(`${INVALID_MULTIPART_MESSAGE}: ${reason}`);
  });

  it('drops a reason that is not a known fixed text (it may echo the request)', () => {
    const err = uploadFailure(new Error('Unsupported content type: text/<script>'));
    expect((err as ValidationError).message).toBe(INVALID_MULTIPART_MESSAGE);
    expect((uploadFailure('a string') as ValidationError).status).toBe(400);
  });

  it("passes multer's own errors and AppErrors on to the route's mapping", () => {
    const limit = multerError('LIMIT_FILE_SIZE');
    expect(uploadFailure(limit)).toBe(limit);
    const tooLarge = new PayloadTooLargeError('big');
    expect(uploadFailure(tooLarge)).toBe(tooLarge);
  });
});

describe('multipartUpload', () => {
  /** An app whose "multer" does what `fake` says, then echoes what it left on the request. */
  const appWith = (fake: RequestHandler) => {
    const app = express();
    app.post('/up', multipartUpload(fake, { field: 'image', fields: ['dryRun'] }), (req, res) => {
      res.json({ ok: true, body: req.body });
    });
    app.use(((err, _req, _res, next) => {
      // Stands in for imageUploadErrors: multer's errors keep their own mapping.
      if ((err as Error).name === 'MulterError')
        return next(new AppError(413, 'mapped', 'PAYLOAD_TOO_LARGE'));
      next(err);
    }) as express.ErrorRequestHandler);
    app.use(errorHandler(createLogger('test', 'silent')));
    return app;
  };
  const multipart = 'multipart/form-data; boundary=XX';

  it('refuses a body that is not multipart/form-data before the parser runs', async () => {
    let ran = false;
    const app = appWith((_req, _res, next) => {
      ran = true;
      next();
    });
    for (const type of ['application/json', 'text/plain', 'multipart/mixed; boundary=XX']) {
      const res = await request(app).post('/up').set('content-type', type).send('{}');
      expect(res.status, type).toBe(400);
      expect(res.body.message).toBe(notMultipartMessage('image'));
    }
    expect((await request(app).post('/up')).status).toBe(400);
    expect(ran).toBe(false);
  });

  it('maps a parser failure to 400 and keeps multer errors for the route', async () => {
    const broken = appWith((_req, _res, next) => next(new Error('Malformed part header')));
    const res = await request(broken).post('/up').set('content-type', multipart).send('x');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${INVALID_MULTIPART_MESSAGE}: Malformed part header`);

    const limited = appWith((_req, _res, next) => next(multerError('LIMIT_FILE_SIZE')));
    const big = await request(limited).post('/up').set('content-type', multipart).send('x');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('mapped');
  });

  it('refuses fields or file names that are not valid Unicode', async () => {
    const withField = appWith((req, _res, next) => {
      req.body = { dryRun: '\ud800' };
      next();
    });
    const field = await request(withField).post('/up').set('content-type', multipart).send('x');
    expect(field.status).toBe(400);
    expect(field.body).toMatchObject({ message: MALFORMED_TEXT_MESSAGE, issues: [{ path: 'dryRun' }] });

    const withName = appWith((req, _res, next) => {
      Object.assign(req, { file: { originalname: 'a\udc00.png' } });
      next();
    });
    const name = await request(withName).post('/up').set('content-type', multipart).send('x');
    expect(name.status).toBe(400);
    expect(name.body).toMatchObject({ message: MALFORMED_TEXT_MESSAGE, issues: [{ path: 'filename' }] });
  });

  it('refuses a text part the upload does not take', async () => {
    const app = appWith((req, _res, next) => {
      req.body = { dryRun: 'true', extra: 'x' };
      Object.assign(req, { file: { originalname: 'a.png' } });
      next();
    });
    const res = await request(app).post('/up').set('content-type', multipart).send('x');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(unknownPartMessage('image', ['dryRun']));
    expect(res.body.message).toBe(
      'The form has a part this upload does not take: it takes the file in "image" and "dryRun"',
    );
  });

  it('lets a well-formed form through', async () => {
    const app = appWith((req, _res, next) => {
      req.body = { dryRun: 'true' };
      Object.assign(req, { file: { originalname: 'प्रश्न.csv' } });
      next();
    });
    const res = await request(app).post('/up').set('content-type', multipart).send('x');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, body: { dryRun: 'true' } });
  });
});
