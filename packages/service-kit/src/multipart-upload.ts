import type { Request, RequestHandler } from 'express';
import { AppError, ValidationError } from './errors';
import { malformedTextError, malformedTextPath } from './well-formed-text';

export const INVALID_MULTIPART_MESSAGE = 'The upload is not a valid multipart form';

export const notMultipartMessage = (field: string): string =>
  `The upload must be a multipart/form-data form with the file in the "${field}" field`;

/**
 * busboy's and multer's own reasons for refusing a body: fixed texts that say what is wrong and
 * echo nothing the client sent (busboy's "Unsupported content type: …" does, so it is not here;
 * the content type is checked before multer runs anyway).
 */
const KNOWN_REASONS = new Set([
  'Malformed content type',
  'Missing Content-Type',
  'Multipart: Boundary not found',
  'Malformed part header',
  'Unexpected end of form',
  'Unexpected end of file',
  'Request aborted',
  'Request closed',
]);

/**
 * What a multer failure becomes. MulterErrors (detected by name, so this package needs no
 * multer) and AppErrors go on to the route's own mapping (imageUploadErrors and the like).
 * Everything else is busboy refusing the body or the client going away: with memory storage
 * nothing on the server can fail while a form is read, so it is the client's mistake, a 400.
 */
export function uploadFailure(err: unknown): unknown {
  if (err instanceof AppError || (err as { name?: unknown } | null)?.name === 'MulterError') return err;
  const reason = err instanceof Error && KNOWN_REASONS.has(err.message) ? err.message : null;
  return new ValidationError(reason ? `${INVALID_MULTIPART_MESSAGE}: ${reason}` : INVALID_MULTIPART_MESSAGE);
}

/** A form with a text part the route does not read: it says which parts it takes. */
export const unknownPartMessage = (field: string, fields: readonly string[]): string =>
  `The form has a part this upload does not take: it takes the file in "${field}"${
    fields.length > 0 ? ` and ${fields.map((f) => `"${f}"`).join(', ')}` : ''
  }`;

/**
 * Runs a multer middleware (memory storage) so that no request body can make it a 5xx: a body
 * that is not multipart/form-data is refused up front (multer would pass it through, or hand
 * busboy a `multipart/mixed` it cannot read), a malformed form is a 400, the text multer decoded
 * (fields and file names, which a part may declare as UTF-16) must be valid Unicode, and a text
 * part other than `fields` is a 400 (as multer refuses a file in another part: the form is what
 * the API document says, nothing more).
 */
export function multipartUpload(
  upload: RequestHandler,
  opts: { field: string; fields?: readonly string[] },
): RequestHandler {
  const fields = opts.fields ?? [];
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next(new ValidationError(notMultipartMessage(opts.field)));
    upload(req, res, (err?: unknown) => {
      if (err) return next(uploadFailure(err));
      const names = fileNames(req);
      const at =
        malformedTextPath(req.body) ?? (names.some((name) => malformedTextPath(name)) ? ['filename'] : null);
      if (at) return next(malformedTextError(at));
      // Without the file the route says that first: it is what the sender most needs to hear.
      const unknown = Object.keys(req.body ?? {}).some((name) => !fields.includes(name));
      next(
        unknown && names.length > 0 ? new ValidationError(unknownPartMessage(opts.field, fields)) : undefined,
      );
    });
  };
}

type UploadedFile = { originalname?: unknown };

/** Names of the files multer kept, read loosely: this package does not load multer's types. */
function fileNames(req: Request): string[] {
  const { file, files } = req as Request & {
    file?: UploadedFile;
    files?: UploadedFile[] | Record<string, UploadedFile[]>;
  };
  const all = [file, ...(Array.isArray(files) ? files : Object.values(files ?? {}).flat())];
  return all.flatMap((f) => (typeof f?.originalname === 'string' ? [f.originalname] : []));
}
