import type { Connection } from 'mongoose';

/** Events recorded and not yet on Kafka: every attempts outbox slot, summed (outbox-log.ts). */
async function backlog(db: Connection): Promise<number> {
  const names = ((await db.db?.listCollections({}, { nameOnly: true }).toArray()) ?? [])
    .map((c) => c.name)
    .filter((name) => name.startsWith('outbox') && name !== 'outbox_writers');
  let total = 0;
  for (const name of names) total += await db.collection(name).estimatedDocumentCount();
  return total;
}

/**
 * Samples the attempts outbox backlog every `everyMs` (one count per slot, a few small
 * commands) until stopped: how far the relays are behind the crowd's writes.
 */
export function watchOutboxBacklog(db: Connection, everyMs = 5_000) {
  const samples: { at: number; rows: number }[] = [];
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      samples.push({ at: Date.now(), rows: await backlog(db).catch(() => -1) });
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
    },
    /** Peak, and the largest backlog in each minute since `from`. */
    summary(from: number) {
      const peak = samples.reduce((best, s) => (s.rows > best.rows ? s : best), { at: from, rows: 0 });
      const perMinute = new Map<number, number>();
      for (const s of samples) {
        const minute = Math.floor((s.at - from) / 60_000);
        perMinute.set(minute, Math.max(perMinute.get(minute) ?? 0, s.rows));
      }
      const minutes = [...perMinute.entries()].map(([m, rows]) => `${m >= 0 ? '+' : ''}${m} min: ${rows}`);
      return `outbox backlog (events not yet on Kafka): peak ${peak.rows} at ${((peak.at - from) / 1000).toFixed(0)} s from the start; largest per minute ${minutes.join(', ')}`;
    },
  };
}
