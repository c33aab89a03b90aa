import net from 'node:net';

/**
 * The smallest PostgreSQL frontend the infra needs (protocol 3.0, trust authentication, simple
 * queries): the readiness ping and creating FerretDB's database. No dependency, no pool.
 */

/** StartupMessage: length, protocol 3.0, then key\0value\0 pairs and a final \0. */
export function startupMessage(params: Record<string, string>): Buffer {
  const body = Buffer.from(`${Object.entries(params).flat().join('\0')}\0\0`, 'utf8');
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + body.length, 0);
  head.writeInt32BE(196608, 4); // 3 << 16
  return Buffer.concat([head, body]);
}

/** A typed message: one byte, length (itself included), body. */
export function message(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

export const queryMessage = (sql: string): Buffer => message('Q', Buffer.from(`${sql}\0`, 'utf8'));
const TERMINATE = message('X', Buffer.alloc(0));

export type BackendMessage = { type: string; body: Buffer };

/** Splits complete messages off the front of `buffer`; the rest waits for more bytes. */
export function splitMessages(buffer: Buffer): { messages: BackendMessage[]; rest: Buffer } {
  const messages: BackendMessage[] = [];
  let at = 0;
  while (buffer.length - at >= 5) {
    const length = buffer.readInt32BE(at + 1);
    if (buffer.length - at < 1 + length) break;
    messages.push({
      type: String.fromCharCode(buffer[at] as number),
      body: buffer.subarray(at + 5, at + 1 + length),
    });
    at += 1 + length;
  }
  return { messages, rest: buffer.subarray(at) };
}

/** ErrorResponse fields: S severity, C SQLSTATE code, M message. */
export function errorFields(body: Buffer): Record<string, string> {
  const fields: Record<string, string> = {};
  let at = 0;
  while (at < body.length && body[at] !== 0) {
    const code = String.fromCharCode(body[at] as number);
    const end = body.indexOf(0, at + 1);
    fields[code] = body.toString('utf8', at + 1, end);
    at = end + 1;
  }
  return fields;
}

/** DataRow: column count, then per column a length (-1 = NULL) and the text value. */
export function dataRow(body: Buffer): (string | null)[] {
  const n = body.readInt16BE(0);
  const out: (string | null)[] = [];
  let at = 2;
  for (let i = 0; i < n; i++) {
    const len = body.readInt32BE(at);
    at += 4;
    if (len < 0) out.push(null);
    else {
      out.push(body.toString('utf8', at, at + len));
      at += len;
    }
  }
  return out;
}

export class PgError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Connects, authenticates (trust only), runs `sql` as one simple query and returns the rows of
 * its result sets as text. Rejects with the server's error (SQLSTATE in `code`).
 */
export function pgQuery(opts: {
  host: string;
  port: number;
  user: string;
  database: string;
  sql: string;
  timeoutMs?: number;
}): Promise<(string | null)[][]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: opts.host, port: opts.port });
    let buffer: Buffer = Buffer.alloc(0);
    let queried = false;
    let failure: Error | undefined;
    const rows: (string | null)[][] = [];
    const done = (err?: Error): void => {
      socket.removeAllListeners('data');
      if (!socket.destroyed) socket.end(TERMINATE);
      socket.destroy();
      if (err) reject(err);
      else resolve(rows);
    };
    socket.setTimeout(opts.timeoutMs ?? 3_000, () => done(new Error('postgres query timed out')));
    socket.once('error', (err) => done(err));
    socket.once('connect', () =>
      socket.write(startupMessage({ user: opts.user, database: opts.database, client_encoding: 'UTF8' })),
    );
    socket.on('data', (chunk: Buffer) => {
      const split = splitMessages(Buffer.concat([buffer, chunk]));
      buffer = split.rest;
      for (const { type, body } of split.messages) {
        if (type === 'R') {
          const kind = body.readInt32BE(0);
          if (kind !== 0)
            return done(new Error(`postgres asks for authentication method ${kind}; trust expected`));
        } else if (type === 'E') {
          const fields = errorFields(body);
          failure = new PgError(fields.C ?? '', fields.M ?? 'postgres error');
          if (!queried) return done(failure); // startup refused (e.g. "starting up")
        } else if (type === 'D') {
          rows.push(dataRow(body));
        } else if (type === 'Z') {
          if (queried) return done(failure);
          queried = true;
          socket.write(queryMessage(opts.sql));
        }
      }
    });
  });
}
