import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._-]{8,128}$/;

/** A well-formed incoming id (set by the gateway), or a new one. */
export function requestIdFrom(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Keeps a well-formed incoming id (set by the gateway) or mints one; echoes it back. */
export const requestId: RequestHandler = (req, res, next) => {
  req.id = requestIdFrom(req.header(REQUEST_ID_HEADER));
  res.setHeader(REQUEST_ID_HEADER, req.id);
  next();
};
