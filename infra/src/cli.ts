import { cacheDir, endpoints, ensureInfra, infraStatus, stopInfra } from './index';

const usage = 'usage: tsx infra/src/cli.ts up|down|status [redis|ferretdb|kafka|postgres|mailpit ...]';
const print = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

async function up(names: string[]): Promise<number> {
  const t0 = Date.now();
  const res = await ensureInfra({ names });
  const took = ((Date.now() - t0) / 1000).toFixed(1);
  const list = (xs: string[]): string => xs.join(', ') || '-';
  print(`infra up in ${took} s (started: ${list(res.started)}; reused: ${list(res.reused)})`);
  print(`MONGO_URL=${res.mongoUrl}`);
  print(`KAFKA_BROKERS=${res.kafkaBrokers.join(',')}`);
  print(`REDIS_URL=${res.redisUrl}`);
  print(`SMTP_URL=${res.smtpUrl} (Mailpit; its mail on ${res.mailpitUrl})`);
  if (res.postgresUrl) print(`POSTGRES_URL=${res.postgresUrl} (FerretDB's backend)`);
  return 0;
}

async function status(): Promise<number> {
  const statuses = await infraStatus();
  for (const s of statuses) {
    const owner = s.pid ? `pid ${s.pid}` : s.up ? 'not ours' : '';
    print(
      `${s.name.padEnd(8)} ${s.up ? 'UP  ' : 'DOWN'} ${s.address.padEnd(16)} ${owner.padEnd(10)} ${s.detail}`,
    );
  }
  const e = endpoints();
  print(`cache: ${cacheDir()}`);
  print(
    `MONGO_URL=${e.mongoUrl} KAFKA_BROKERS=${e.kafkaBrokers.join(',')} REDIS_URL=${e.redisUrl} SMTP_URL=${e.smtpUrl}`,
  );
  return statuses.every((s) => s.up) ? 0 : 3;
}

async function main([command, ...names]: string[]): Promise<number> {
  switch (command) {
    case 'up':
      return up(names);
    case 'down':
      await stopInfra(names);
      return 0;
    case 'status':
      return status();
    default:
      console.error(usage);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
