import { errorBody } from '@ssc/contracts';
import type { Response, Test } from 'supertest';
import { expect } from 'vitest';

/** A multipart body a real client could send, broken in one way, and the 400 it must get. */
export type MalformedForm = {
  name: string;
  contentType: string;
  body: Buffer;
  /** What the route's 400 message must contain. */
  message: string;
};

export type FormUpload = {
  /** The form field the route reads the file from. */
  field: string;
  filename: string;
  fileType: string;
  /** A file the route would accept, so a form the parser half-reads would be stored. */
  bytes: Buffer;
  /** The route's 400 when no file arrives. */
  missingFileMessage: string;
};

// The texts service-kit's multipartUpload and rejectMalformedText answer with, as a client reads them.
const INVALID = 'The upload is not a valid multipart form';
const MALFORMED_TEXT = 'The request contains text that is not valid Unicode';
const notMultipart = (field: string) =>
  `The upload must be a multipart/form-data form with the file in the "${field}" field`;

const CRLF = '\r\n';
const B = 'formboundary1234';

/** `filename` after a lone surrogate, as the percent-encoded UTF-16LE of an RFC 5987 parameter. */
const loneSurrogateBefore = (filename: string) =>
  [...Buffer.concat([Buffer.from([0x00, 0xd8]), Buffer.from(filename, 'utf16le')])]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .join('');

/**
 * Ways a multipart upload can be malformed. Most once reached the error handler as a 500 and the
 * UTF-16 ones stored what they carried; each must be a 400 that changes nothing.
 */
export function malformedForms(upload: FormUpload): MalformedForm[] {
  const { field, filename, fileType, bytes } = upload;
  const form = `multipart/form-data; boundary=${B}`;
  const fileHead = (disposition = `form-data; name="${field}"; filename="${filename}"`) =>
    Buffer.from(
      `--${B}${CRLF}Content-Disposition: ${disposition}${CRLF}Content-Type: ${fileType}${CRLF}${CRLF}`,
    );
  const end = Buffer.from(`${CRLF}--${B}--${CRLF}`);
  const whole = Buffer.concat([fileHead(), bytes, end]);

  return [
    {
      name: 'no boundary in the content type',
      contentType: 'multipart/form-data',
      body: whole,
      message: INVALID,
    },
    {
      // busboy reads no part at all rather than failing: the route finds no file.
      name: 'an empty boundary',
      contentType: 'multipart/form-data; boundary=',
      body: whole,
      message: upload.missingFileMessage,
    },
    {
      name: 'an unterminated body (the boundary never closes)',
      contentType: form,
      body: Buffer.concat([fileHead(), bytes]),
      message: INVALID,
    },
    {
      name: 'a body cut off inside a part header',
      contentType: form,
      body: Buffer.from(`--${B}${CRLF}Content-Disposition: form-data; name="${field}"; filena`),
      message: INVALID,
    },
    {
      name: 'a CRLF inside a part header',
      contentType: form,
      body: Buffer.concat([fileHead(`form-data; name="${field}";${CRLF}filename="${filename}"`), bytes, end]),
      message: INVALID,
    },
    {
      name: 'a part header without Content-Disposition',
      contentType: form,
      body: Buffer.concat([Buffer.from(`--${B}${CRLF}Content-Type: ${fileType}${CRLF}${CRLF}`), bytes, end]),
      message: upload.missingFileMessage,
    },
    { name: 'bytes that are not a form at all', contentType: form, body: bytes, message: INVALID },
    { name: 'an empty body', contentType: form, body: Buffer.alloc(0), message: INVALID },
    {
      name: 'a multipart/mixed body',
      contentType: `multipart/mixed; boundary=${B}`,
      body: whole,
      message: notMultipart(field),
    },
    {
      name: 'JSON instead of a form',
      contentType: 'application/json',
      body: Buffer.from('{}'),
      message: notMultipart(field),
    },
    {
      name: 'a file name that is not valid Unicode (declared UTF-16)',
      contentType: form,
      body: Buffer.concat([
        fileHead(`form-data; name="${field}"; filename*=utf-16le''${loneSurrogateBefore(filename)}`),
        bytes,
        end,
      ]),
      message: MALFORMED_TEXT,
    },
    {
      name: 'a text field that is not valid Unicode (declared UTF-16)',
      contentType: form,
      body: Buffer.concat([
        Buffer.from(
          `--${B}${CRLF}Content-Disposition: form-data; name="note"${CRLF}Content-Type: text/plain; charset=utf-16le${CRLF}${CRLF}`,
        ),
        Buffer.from([0x00, 0xd8]),
        Buffer.from(CRLF),
        whole,
      ]),
      message: MALFORMED_TEXT,
    },
  ];
}

/** Sends the form's bytes as they are (superagent would encode a Buffer) and expects its 400. */
export async function sendMalformedForm(req: Test, form: MalformedForm): Promise<Response> {
  const res = await req
    .set('content-type', form.contentType)
    .serialize((raw) => raw)
    .send(form.body);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(errorBody.parse(res.body).message).toContain(form.message);
  return res;
}
