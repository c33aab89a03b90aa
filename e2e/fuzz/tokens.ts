import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';

/**
 * Access tokens an attacker can make, and a few only a leaked key could: each must be refused
 * (401, or 403 where a real student's session says "student"). The stack's own key pair is the
 * local one (scripts/secrets.ts), as sessions-and-limits.spec.ts uses for its expired token.
 */
export type TokenCase = { label: string; authorization: string };

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function unsigned(header: Record<string, unknown>, claims: Record<string, unknown>): string {
  return `${b64(header)}.${b64(claims)}.`;
}

/** HS256 with the PEM public key as the HMAC secret: the classic algorithm-confusion forgery. */
function hmacWithPublicKey(publicKeyPem: string, claims: Record<string, unknown>): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  const sig = createHmac('sha256', publicKeyPem).update(head).digest('base64url');
  return `${head}.${sig}`;
}

export function tokenCases(opts: {
  studentToken: string;
  publicKeyPem: string;
  privateKeyPem: string;
}): TokenCase[] {
  const real = jwt.decode(opts.studentToken) as { sub: string; email: string; sid: string; role: string };
  const now = Math.floor(Date.now() / 1000);
  const adminClaims = { ...real, role: 'admin', iss: 'ssc-auth', aud: 'ssc-api', iat: now, exp: now + 600 };
  const [head, payload, sig] = opts.studentToken.split('.') as [string, string, string];
  const es256 = (claims: Record<string, unknown>, sign: jwt.SignOptions = {}) =>
    jwt.sign(claims, opts.privateKeyPem, { algorithm: 'ES256', ...sign });
  const bearer = (token: string) => `Bearer ${token}`;
  return [
    { label: 'empty', authorization: '' },
    { label: 'Bearer only', authorization: 'Bearer' },
    { label: 'Bearer spaces', authorization: 'Bearer    ' },
    { label: 'Basic', authorization: 'Basic YWRtaW46YWRtaW4=' },
    { label: 'garbage', authorization: 'Bearer not.a.token' },
    { label: 'two tokens', authorization: `Bearer ${opts.studentToken} ${opts.studentToken}` },
    { label: 'lower-case scheme twice', authorization: `bearer bearer ${opts.studentToken}` },
    { label: 'long garbage', authorization: `Bearer ${'A'.repeat(8_000)}` },
    { label: 'latin1 bytes', authorization: 'Bearer \u00ff\u00fe\u00e9' },
    { label: 'alg none (admin)', authorization: bearer(unsigned({ alg: 'none', typ: 'JWT' }, adminClaims)) },
    { label: 'alg None', authorization: bearer(unsigned({ alg: 'None' }, adminClaims)) },
    {
      label: 'HS256 signed with the public key',
      authorization: bearer(hmacWithPublicKey(opts.publicKeyPem, adminClaims)),
    },
    { label: 'payload swapped to admin', authorization: bearer(`${head}.${b64(adminClaims)}.${sig}`) },
    { label: 'signature stripped', authorization: bearer(`${head}.${payload}.`) },
    {
      label: 'signature of another token',
      authorization: bearer(`${head}.${payload}.${'A'.repeat(sig.length)}`),
    },
    {
      label: 'expired (validly signed)',
      authorization: bearer(
        es256(
          { role: real.role, email: real.email, sid: real.sid, iat: now - 1_000, exp: now - 60 },
          {
            subject: real.sub,
            issuer: 'ssc-auth',
            audience: 'ssc-api',
          },
        ),
      ),
    },
    {
      label: 'admin role on a student session (validly signed)',
      authorization: bearer(
        es256(
          { email: real.email, sid: real.sid, role: 'admin' },
          {
            subject: real.sub,
            issuer: 'ssc-auth',
            audience: 'ssc-api',
            expiresIn: 600,
          },
        ),
      ),
    },
    {
      label: 'unknown session (validly signed)',
      authorization: bearer(
        es256(
          { email: real.email, sid: 'no-such-session', role: 'admin' },
          {
            subject: real.sub,
            issuer: 'ssc-auth',
            audience: 'ssc-api',
            expiresIn: 600,
          },
        ),
      ),
    },
    {
      label: 'no exp (validly signed)',
      authorization: bearer(
        es256({
          email: real.email,
          sid: real.sid,
          role: 'student',
          sub: real.sub,
          iss: 'ssc-auth',
          aud: 'ssc-api',
        }),
      ),
    },
    {
      label: 'wrong audience (validly signed)',
      authorization: bearer(
        es256(
          { email: real.email, sid: real.sid, role: 'student' },
          {
            subject: real.sub,
            issuer: 'ssc-auth',
            audience: 'ssc-internal',
            expiresIn: 600,
          },
        ),
      ),
    },
    {
      label: 'session of a different user (validly signed)',
      authorization: bearer(
        es256(
          { email: 'other@e2e.test', sid: real.sid, role: 'admin' },
          {
            subject: 'someone-else',
            issuer: 'ssc-auth',
            audience: 'ssc-api',
            expiresIn: 600,
          },
        ),
      ),
    },
  ];
}
