/**
 * The floor a proxy hop costs on this machine: a bare Node `http` proxy (keep-alive agent,
 * headers copied, the identity header signed once per token for 30 s) in front of one service,
 * with none of the gateway's checks. Started by `bench/gateway-cpu.ts --bare-hop`; never a way in
 * for anything else (it trusts any token's payload unverified).
 *   BARE_HOP_PORT=27082 UPSTREAM=http://127.0.0.1:27003 INTERNAL_SECRET=… node --import tsx bench/support/bare-hop.ts
 */
import http from 'node:http';
import { signIdentity } from '@ssc/service-kit';
import jwt from 'jsonwebtoken';

const upstream = new URL(process.env.UPSTREAM ?? '');
const secret = process.env.INTERNAL_SECRET ?? '';
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
const signed = new Map<string, { at: number; header: string }>();

const identityHeader = (authorization: string | undefined): string | undefined => {
  const token = authorization?.slice('Bearer '.length) ?? '';
  const hit = signed.get(token);
  if (hit && Date.now() - hit.at < 30_000) return hit.header;
  const claims = jwt.decode(token) as { sub: string; role: 'student' | 'admin'; email: string } | null;
  if (!claims) return undefined;
  const header = signIdentity(secret, { userId: claims.sub, role: claims.role, email: claims.email });
  signed.set(token, { at: Date.now(), header });
  return header;
};

http
  .createServer((req, res) => {
    const identity = identityHeader(req.headers.authorization);
    const headers = identity ? { ...req.headers, 'x-ssc-identity': identity } : req.headers;
    const out = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  })
  .listen(Number(process.env.BARE_HOP_PORT));
