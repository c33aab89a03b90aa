import { execFile } from 'node:child_process';
import { ensureGoTool, KUBECONFORM, KUSTOMIZE } from './go-tools';
import { ensureKubernetesSchemas } from './k8s-schemas';
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

type Tools = { kubeconform: string; kustomize: string; schemaDir: string };

/** Builds or reuses kubeconform, kustomize and the schemas (one process at a time); their paths. */
export function ensureManifestTools(log: Log): Promise<Tools> {
  return withLock('manifest-tools', async () => ({
    kubeconform: await ensureGoTool(KUBECONFORM, log),
    kustomize: await ensureGoTool(KUSTOMIZE, log),
    schemaDir: await ensureKubernetesSchemas(log),
  }));
}

/** Validates manifest files; `ok` is kubeconform's verdict, `output` what it printed. */
export async function runKubeconform(files: string[], log: Log): Promise<KubeconformResult> {
  const { kubeconform, schemaDir } = await ensureManifestTools(log);
  const { code, stdout, stderr } = await run(kubeconform, kubeconformArgs(schemaDir, files));
  return { ok: code === 0, output: `${stdout}${stderr}`.trim() };
}

/** `kustomize build <dir>`: the objects `kubectl apply -k` would send, as YAML; rejects on an error. */
export async function renderKustomization(dir: string, log: Log): Promise<string> {
  const { kustomize } = await ensureManifestTools(log);
  const { code, stdout, stderr } = await run(kustomize, ['build', dir]);
  if (code !== 0) throw new Error(`kustomize build ${dir} failed: ${stderr.trim()}`);
  return stdout;
}

function run(binary: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    execFile(binary, args, { maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      const code = err ? err.code : 0;
      if (typeof code !== 'number') return reject(err);
      resolve({ code, stdout, stderr });
    });
  });
}
