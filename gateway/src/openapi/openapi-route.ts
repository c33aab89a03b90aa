import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { buildOpenApiDocument } from './openapi-document';

/**
 * GET /api/openapi.json: public and cacheable (it changes only with a deploy). Built on the
 * first request, then served as the same bytes with an ETag.
 */
export function openApiRoute(build: () => unknown = buildOpenApiDocument): RequestHandler {
  let prepared: { body: Buffer; etag: string } | undefined;
  return (req, res) => {
    if (!prepared) {
      const body = Buffer.from(JSON.stringify(build()));
      prepared = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
    }
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.setHeader('ETag', prepared.etag);
    res.type('application/json');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(prepared.body);
  };
}
