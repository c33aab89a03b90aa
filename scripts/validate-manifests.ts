import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  KEDA_VERSION,
  KUBERNETES_VERSION,
  type KubeconformResult,
  renderKustomization,
  runKubeconform,
} from '@ssc/infra';
import { composeProblems, parseCompose } from '../deploy/compose-rules';
import { composeSchemaValidator } from '../deploy/compose-schema';
import { loadManifestSet, SECRET_EXAMPLE } from '../deploy/k8s-manifests';
import { k8sProblems } from '../deploy/k8s-rules';
import { queueNamesByService } from '../deploy/queue-names';

/**
 * `./dev test`'s manifest step (and by hand: `npx tsx scripts/validate-manifests.ts [files…]`):
 * `kustomize build deploy/k8s` (what `kubectl apply -k` sends) and the example Secret through
 * kubeconform against Kubernetes' and KEDA's schemas (tools and schemas built offline by
 * @ssc/infra), then the project's rules for the Kubernetes manifests and docker-compose.yml.
 * Given files, only kubeconform runs, on those. Exits non-zero on any finding.
 */
const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const say = (line: string) => console.warn(`[manifests] ${line}`);
const k8sDir = path.join(REPO_ROOT, 'deploy', 'k8s');

async function main(args: string[]): Promise<number> {
  const set = loadManifestSet(k8sDir);
  const scratch = mkdtempSync(path.join(tmpdir(), 'ssc-manifests-'));
  let result: KubeconformResult;
  try {
    let files = args;
    if (files.length === 0) {
      const rendered = path.join(scratch, 'kustomize-build.yaml');
      writeFileSync(rendered, await renderKustomization(k8sDir, say));
      files = [rendered, path.join(k8sDir, SECRET_EXAMPLE)];
    }
    result = await runKubeconform(files, say);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  process.stdout.write(`${result.output}\n`);
  say(
    `kubeconform (Kubernetes ${KUBERNETES_VERSION}, KEDA ${KEDA_VERSION}): ${result.ok ? 'valid' : 'INVALID'}`,
  );
  if (args.length > 0) return result.ok ? 0 : 1;

  const composeText = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const haproxyConfig = readFileSync(path.join(REPO_ROOT, 'deploy', 'haproxy', 'haproxy.cfg'), 'utf8');
  const compose = parseCompose(composeText);
  const problems = [
    ...k8sProblems(set, queueNamesByService(path.join(REPO_ROOT, 'services'))).map((p) => `deploy/k8s: ${p}`),
    ...composeSchemaValidator()(compose).map((p) => `docker-compose.yml (schema): ${p}`),
    ...composeProblems(compose, { haproxyConfig }).map((p) => `docker-compose.yml: ${p}`),
  ];
  for (const problem of problems) say(`✗ ${problem}`);
  say(problems.length === 0 ? 'project rules: kept' : `project rules: ${problems.length} broken`);
  return result.ok && problems.length === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`[manifests] ${err instanceof Error ? err.stack : String(err)}`);
    process.exit(1);
  },
);
