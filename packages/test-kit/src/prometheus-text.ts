/**
 * The value of one sample in Prometheus's text format: the line of metric `name` whose labels are
 * exactly `labels`, in any order (prom-client puts a histogram's `le` and the registry's default
 * labels where it likes). Undefined when there is no such line.
 */
export function metricSample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    if (!line.startsWith(name) || line.startsWith('#')) continue;
    const rest = line.slice(name.length);
    const open = rest.startsWith('{');
    if (!open && !rest.startsWith(' ')) continue; // another metric whose name starts with this one
    const close = open ? rest.lastIndexOf('}') : -1;
    const body = open ? rest.slice(1, close) : '';
    const found = body === '' ? [] : (body.match(/[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*"/g) ?? []);
    if (found.sort().join(',') !== wanted) continue;
    return Number(rest.slice(open ? close + 1 : 0).trim());
  }
  return undefined;
}
