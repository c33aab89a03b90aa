import type http from 'node:http';
import zlib from 'node:zlib';
import { acceptedVariants } from './content-coding';

/** Smaller answers gain less than the compression framing and the CPU cost. */
export const MIN_COMPRESSED_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * The coding a service's answer should be compressed with on its way to the client, or null to
 * pass it on as it is. Only JSON the service left uncompressed, large (or of unknown length), with
 * a body, and without a strong ETag (a strong validator names exact bytes; Express's own weak ones
 * stay true of a compressed copy). A phone on slow 4G gets an attempt's 40 KB as about 5 KB.
 */
export function answerCoding(
  method: string,
  acceptEncoding: string | undefined,
  status: number,
  headers: http.IncomingHttpHeaders,
): 'br' | 'gzip' | null {
  // No Accept-Encoding: identity only (content-coding.ts), whatever the answer is.
  if (!acceptEncoding) return null;
  if (method === 'HEAD' || status === 204 || status === 304 || status < 200) return null;
  const encoding = headers['content-encoding'];
  if (encoding && encoding.toLowerCase() !== 'identity') return null;
  if (!JSON_TYPE.test(headers['content-type'] ?? '')) return null;
  const length = headers['content-length'];
  if (length !== undefined && Number(length) < MIN_COMPRESSED_BYTES) return null;
  const etag = headers.etag;
  if (etag && !etag.startsWith('W/')) return null;
  if (/(^|,)\s*no-transform\s*(,|$)/i.test(String(headers['cache-control'] ?? ''))) return null;
  return acceptedVariants(acceptEncoding)[0]?.coding ?? null;
}

/**
 * A streaming compressor tuned for answers made per request: brotli at quality 4 is about as fast
 * as gzip's default and smaller; gzip at level 6 for clients without brotli.
 */
export function compressor(coding: 'br' | 'gzip'): zlib.BrotliCompress | zlib.Gzip {
  return coding === 'br'
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      })
    : zlib.createGzip({ level: 6 });
}

/** Adds Accept-Encoding to a Vary header value (which may already name it, or be `*`). */
export function varyWithAcceptEncoding(vary: string | string[] | undefined): string {
  const names = (Array.isArray(vary) ? vary.join(',') : (vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) return names.join(', ');
  return [...names, 'Accept-Encoding'].join(', ');
}
