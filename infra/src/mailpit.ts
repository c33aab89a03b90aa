import { mkdirSync } from 'node:fs';
import { ensureGoTool, type GoTool, goToolBinary } from './go-tools';
import { cachePath, HOST, logFile, ports } from './paths';
import { spawnDetached } from './proc';
import type { ServerDef } from './server';

/**
 * A mail catcher for development and tests: it takes the mail the services send over SMTP and
 * shows it on an HTTP API (and a web page) instead of delivering it. Production sends through a
 * real SMTP server named by SMTP_URL.
 */
export const MAILPIT: GoTool = { name: 'mailpit', pkg: 'github.com/axllent/mailpit', version: '1.33.1' };

export const mailpitSmtpUrl = (): string => `smtp://${HOST}:${ports().mailpitSmtp}`;
export const mailpitHttpUrl = (): string => `http://${HOST}:${ports().mailpitHttp}`;

/** Readiness: its HTTP API answers /api/v1/info with its version. */
export async function mailpitPing(httpPort: number): Promise<string> {
  const res = await fetch(`http://${HOST}:${httpPort}/api/v1/info`, { signal: AbortSignal.timeout(3_000) });
  if (!res.ok) throw new Error(`mailpit /api/v1/info answered ${res.status}`);
  const info = (await res.json()) as { Version?: unknown };
  if (typeof info.Version !== 'string') throw new Error('mailpit /api/v1/info has no Version');
  return `Mailpit ${info.Version}`;
}

/**
 * Its command line. Any SMTP login is accepted over plain text so a service configured with a
 * user and password (as in production) still sends here; the store keeps the newest 5000 mails.
 */
export function mailpitArgs(opts: { smtpPort: number; httpPort: number; database: string }): string[] {
  return [
    '--smtp',
    `${HOST}:${opts.smtpPort}`,
    '--listen',
    `${HOST}:${opts.httpPort}`,
    '--database',
    opts.database,
    '--max',
    '5000',
    '--smtp-auth-accept-any',
    '--smtp-auth-allow-insecure',
    '--disable-version-check',
  ];
}

export function mailpitServer(): ServerDef {
  const { mailpitSmtp: smtpPort, mailpitHttp: httpPort } = ports();
  const dataDir = cachePath('mailpit');
  const log = logFile('mailpit');
  return {
    name: 'mailpit',
    port: httpPort,
    marker: 'mailpit',
    logFiles: [log],
    readyTimeoutMs: 30_000,
    probe: () => mailpitPing(httpPort),
    provision: async (out) => {
      await ensureGoTool(MAILPIT, out);
      mkdirSync(dataDir, { recursive: true });
    },
    start: async () =>
      spawnDetached(
        goToolBinary(MAILPIT),
        mailpitArgs({ smtpPort, httpPort, database: `${dataDir}/mailpit.db` }),
        { cwd: dataDir, outPath: log },
      ),
  };
}
