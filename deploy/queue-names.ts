import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DECLARATION = /export const [A-Z_]+_QUEUE_NAME = '([^']+)'/g;

/**
 * The BullMQ queue names each service declares (`export const X_QUEUE_NAME = '...'` in
 * `services/<name>/src`), so the autoscalers' queries are checked against the code's names.
 */
export function queueNamesByService(servicesDir: string): Record<string, string[]> {
  const names: Record<string, string[]> = {};
  for (const service of readdirSync(servicesDir)) {
    const src = path.join(servicesDir, service, 'src');
    let files: string[];
    try {
      files = readdirSync(src, { recursive: true }).map(String);
    } catch {
      continue;
    }
    const found = files
      .filter((file) => file.endsWith('.ts') && !file.includes('.test.'))
      .flatMap((file) => [...readFileSync(path.join(src, file), 'utf8').matchAll(DECLARATION)])
      .map((match) => match[1] ?? '');
    if (found.length > 0) names[service] = found.sort();
  }
  return names;
}
