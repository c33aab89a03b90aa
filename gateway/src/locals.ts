import type { ServiceName } from './route-table';

/** What the gateway's steps hand each other on `res.locals`. */
declare module 'express-serve-static-core' {
  interface Locals {
    /** The request's path as sent, checked to have exactly one reading (canonical-path.ts). */
    path: string;
    /** The query string as sent, with its leading `?` (or empty). */
    query: string;
    /** The service that owns the matched route. */
    service?: ServiceName;
    /** A public auth body as the gateway parsed it, forwarded instead of the raw stream. */
    publicBody?: Buffer;
    /** Runs with the service's status before its answer is passed on (auth-limits.ts). */
    beforeAnswer?: (status: number) => Promise<unknown>;
  }
}
