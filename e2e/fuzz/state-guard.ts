import type { Caller } from './detectors';
import {
  adminFingerprint,
  diff,
  type Fingerprint,
  type FingerprintScope,
  settled,
  studentFingerprint,
} from './fingerprint';
import type { Probe } from './probe';
import { inPool, type RawResponse } from './raw-http';
import type { FuzzClass } from './tally';

/** One request of a campaign, ready to send. */
export type Shot = {
  cls: FuzzClass;
  caller: Caller;
  method: string;
  target: string;
  /** Shown in a finding when the chunk it was in changed state. */
  describe: string;
  fire: (probe: Probe) => Promise<RawResponse>;
};

/** Reads cannot change state; a chunk counts as refused when every write in it was refused. */
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
const CREATED = /^\/api\/admin\/(questions|tests)$/;

/**
 * Sends shots in chunks and fingerprints the state around each chunk (fingerprint.ts). When no
 * write in a chunk was accepted, the fingerprints before and after must be equal; after a chunk
 * with an accepted write the new state becomes the baseline, once it holds still. Questions and
 * tests a fuzzed admin request did create are deleted again, so the run leaves no litter.
 */
export class StateGuard {
  private baseline: Fingerprint = {};

  constructor(
    private readonly probe: Probe,
    private readonly scope: FingerprintScope,
  ) {}

  private async take(): Promise<Fingerprint> {
    const [student, admin] = await Promise.all([
      studentFingerprint(this.probe, this.scope),
      adminFingerprint(this.probe, this.scope),
    ]);
    return {
      ...Object.fromEntries(Object.entries(student).map(([k, v]) => [`student.${k}`, v])),
      ...Object.fromEntries(Object.entries(admin).map(([k, v]) => [`admin.${k}`, v])),
    };
  }

  async start(): Promise<Fingerprint> {
    this.baseline = await settled(() => this.take());
    return this.baseline;
  }

  async run(shots: readonly Shot[], opts: { chunk: number; concurrency: number }): Promise<void> {
    for (let at = 0; at < shots.length; at += opts.chunk) {
      const chunk = shots.slice(at, at + opts.chunk);
      const outcomes: { shot: Shot; res: RawResponse }[] = [];
      await inPool(chunk, opts.concurrency, async (shot) => {
        outcomes.push({ shot, res: await shot.fire(this.probe) });
      });
      const acceptedWrites = outcomes.filter(({ shot, res }) => !SAFE.has(shot.method) && res.status < 400);
      await this.removeCreated(acceptedWrites);
      if (acceptedWrites.length > 0) {
        // Catalog writes reach derived state (the question index) a moment later; others do not.
        const catalog = acceptedWrites.some(
          ({ shot }) => shot.caller === 'admin' && shot.target.startsWith('/api/admin/'),
        );
        this.baseline = catalog ? await settled(() => this.take()) : await this.take();
        continue;
      }
      const after = await this.take();
      const changed = diff(this.baseline, after);
      this.probe.tally.refusedChunksCompared++;
      if (changed.length > 0) {
        const first = chunk[0] as Shot;
        this.probe.tally.find({
          class: first.cls,
          kind: 'refused requests changed state',
          // The chunk starts at this shot of its class; the same seed sends the same chunk.
          seed: this.probe.tally.seeds.base,
          caseIndex: at,
          request: chunk
            .map((s) => s.describe)
            .slice(0, 12)
            .join(' | '),
          status: 0,
          detail: changed.join('; '),
        });
        this.baseline = await settled(() => this.take());
      } else this.baseline = after;
    }
  }

  private async removeCreated(accepted: { shot: Shot; res: RawResponse }[]) {
    for (const { res, shot } of accepted) {
      const path = shot.target.split('?')[0] ?? '';
      if (shot.caller !== 'admin' || shot.method !== 'POST' || res.status !== 201 || !CREATED.test(path))
        continue;
      const id = (JSON.parse(res.body) as { id?: string }).id;
      if (id)
        await this.probe.send(
          'setup',
          'admin',
          { method: 'DELETE', target: `${path}/${encodeURIComponent(id)}` },
          { label: 'remove what a fuzzed request created' },
        );
    }
  }
}
