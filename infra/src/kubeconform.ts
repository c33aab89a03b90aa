import { execFile } from 'node:child_process';
import { ensureKubernetesSchemas } from './k8s-schemas';
import { ensureKubeconformBinary } from './kubeconform-build';
import { withLock } from './lock';
import type { Log } from './server';

export type KubeconformResult = { ok: boolean; output: string };

/**
 * kubeconform's arguments: strict (unknown fields and duplicate keys are errors), schemas only
 * from the generated folder (a kind without a schema there is an error, never skipped).
 */
export const kubeconformArgs = (schemaDir: string, files: string[]): string[] => [
  '-strict',
  '-summary',
  '-output',
  'text',
  '-schema-location',
  `${schemaDir}/{{ .ResourceKind }}{{ .KindSuffix }}.json`,
  ...files,
];

/** Builds or reuses kubeconform and its schemas (one process at a time); their paths. */
export function ensureKubeconform(log: Log): Promise<{ binary: string; schemaDir: string }> {
  return withLock('kubeconform', async () => ({
    binary: await ensureKubeconformBinary(log),
    schemaDir: await ensureKubernetesSchemas(log),
  }));
}

/** Validates manifest files; `ok` is kubeconform's verdict, `output` what it printed. */
export async function runKubeconform(files: string[], log: Log): Promise<KubeconformResult> {
  const { binary, schemaDir } = await ensureKubeconform(log);
  return new Promise((resolve, reject) => {
    execFile(binary, kubeconformArgs(schemaDir, files), (err, stdout, stderr) => {
      const code = err ? (err as NodeJS.ErrnoException & { code?: unknown }).code : 0;
      if (err && typeof code !== 'number') return reject(err);
      resolve({ ok: code === 0, output: `${stdout}${stderr}`.trim() });
    });
  });
}
