/**
 * Where a V8 CPU profile (`--cpu-prof`, e.g. from `bench/gateway-cpu.ts --profile DIR`) spends
 * its time: self time by function and by package/file, and inclusive time of chosen frames.
 *   npx tsx bench/profile-summary.ts .local/profiles/CPU.….cpuprofile [--top 40] [--match text]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '40' }, match: { type: 'string', multiple: true } },
});
const TOP = Number(args.top);
const out = (line: string) => process.stdout.write(`${line}\n`);

for (const file of positionals) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<number, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    self.set(id, (self.get(id) ?? 0) + dt);
    total += dt;
  });
  const idle = [...self]
    .filter(([id]) => /\(idle\)/.test(byId.get(id)?.callFrame.functionName ?? ''))
    .reduce((s, [, t]) => s + t, 0);
  const busy = total - idle;
  const where = (n: Node) => {
    const url = n.callFrame.url.replace(/^file:\/\//, '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
    if (pkg) return pkg;
    if (url.startsWith('node:')) return url;
    if (!url) return `(${n.callFrame.functionName || 'native'})`;
    return url.replace(/.*\/(services|packages|gateway)\//, '$1/');
  };
  const fnKey = (n: Node) =>
    `${n.callFrame.functionName || '(anon)'} ${where(n)}:${n.callFrame.lineNumber + 1}`;
  const sum = (key: (n: Node) => string) => {
    const m = new Map<string, number>();
    for (const [id, t] of self) {
      const n = byId.get(id);
      if (!n || /\(idle\)/.test(n.callFrame.functionName)) continue;
      m.set(key(n), (m.get(key(n)) ?? 0) + t);
    }
    return [...m].sort((a, b) => b[1] - a[1]);
  };
  const pct = (t: number) => `${((t / busy) * 100).toFixed(1).padStart(5)} %`;
  out(`\n# ${file}\nbusy ${(busy / 1e6).toFixed(2)} s of ${(total / 1e6).toFixed(2)} s sampled`);
  out('\n## self time by package / file');
  for (const [k, t] of sum(where).slice(0, TOP)) out(`${pct(t)}  ${k}`);
  out('\n## self time by function');
  for (const [k, t] of sum(fnKey).slice(0, TOP)) out(`${pct(t)}  ${k}`);
  // Inclusive time of each function: samples with it anywhere on their stack, counted once.
  const inclusive = new Map<string, number>();
  for (const [id, t] of self) {
    if (/\(idle\)/.test(byId.get(id)?.callFrame.functionName ?? '')) continue;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const n = byId.get(at);
      if (n) seen.add(fnKey(n));
    }
    for (const k of seen) inclusive.set(k, (inclusive.get(k) ?? 0) + t);
  }
  out('\n## inclusive time by function');
  for (const [k, t] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, TOP)) out(`${pct(t)}  ${k}`);
  for (const text of args.match ?? []) {
    // Inclusive: samples with a frame matching `text` anywhere on their stack (counted once).
    let inc = 0;
    for (const [id, t] of self) {
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
        const n = byId.get(at);
        if (n && fnKey(n).includes(text)) {
          inc += t;
          break;
        }
      }
    }
    out(`\ninclusive "${text}": ${pct(inc)}`);
  }
}
