import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureManifestTools, renderKustomization, runKubeconform } from './kubeconform';
import { repoRoot } from './paths';

// The real kubeconform and kustomize (built from the Go module proxy), the real generated schemas.
const k8sDir = path.join(repoRoot, 'deploy', 'k8s');
const manifests = readdirSync(k8sDir)
  .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
  .map((f) => path.join(k8sDir, f));
const log = () => undefined;

/** A copy of one real manifest file with one replacement (which must match), in a scratch folder. */
function brokenCopy(dir: string, file: string, from: string, to: string): string {
  const source = readFileSync(path.join(k8sDir, file), 'utf8');
  expect(source).toContain(from);
  const target = path.join(dir, `broken-${file}`);
  writeFileSync(target, source.replace(from, to));
  return target;
}

describe('kubeconform over deploy/k8s', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'ssc-kubeconform-'));
    // First run: the module downloads, the build and the schema conversion (cached after).
    await ensureManifestTools(log);
  }, 900_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('finds every manifest valid, the KEDA ScaledObjects included', async () => {
    const result = await runKubeconform(manifests, log);
    expect(result.output).toMatch(
      /Summary: \d+ resources found in \d+ files - Valid: \d+, Invalid: 0, Errors: 0, Skipped: 0/,
    );
    expect(result.ok).toBe(true);
    const valid = Number(/Valid: (\d+)/.exec(result.output)?.[1]);
    expect(valid).toBeGreaterThan(30);
  });

  it('fails a misspelt field, a field of another API version and a ScaledObject typo', async () => {
    const files = [
      brokenCopy(scratch, 'auth.yaml', '  revisionHistoryLimit: 5', '  revisionHistoryLimt: 5'),
      brokenCopy(
        scratch,
        'results.yaml',
        '  metrics:\n    - type: Resource',
        '  targetCPUUtilizationPercentage: 70\n  metrics:\n    - type: Resource',
      ),
      brokenCopy(scratch, 'catalog-worker.yaml', '  minReplicaCount: 1', '  minReplicas: 1'),
      brokenCopy(scratch, 'gateway.yaml', 'containerPort: 8080', 'containerPort: "8080"'),
    ];
    const result = await runKubeconform(files, log);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/Deployment auth is invalid.*revisionHistoryLimt/);
    expect(result.output).toMatch(
      /HorizontalPodAutoscaler results is invalid.*targetCPUUtilizationPercentage/,
    );
    expect(result.output).toMatch(/ScaledObject catalog-worker is invalid.*minReplicas/);
    expect(result.output).toMatch(/Deployment gateway is invalid.*containerPort/);
  });

  it('renders the kustomization into a valid set, every object in namespace ssc', async () => {
    const rendered = path.join(scratch, 'rendered.yaml');
    writeFileSync(rendered, await renderKustomization(k8sDir, log));
    const result = await runKubeconform([rendered], log);
    expect(result.ok).toBe(true);
    expect(result.output).toMatch(/Valid: (3\d|[4-9]\d), Invalid: 0, Errors: 0, Skipped: 0/);
    const text = readFileSync(rendered, 'utf8');
    expect(text.match(/^ {2}namespace: ssc$/gm)?.length).toBe((text.match(/^kind: /gm)?.length ?? 0) - 1);
  });

  it('refuses a kustomization that lists a missing file', async () => {
    const copy = path.join(scratch, 'k8s-copy');
    cpSync(k8sDir, copy, { recursive: true });
    const kustomization = path.join(copy, 'kustomization.yaml');
    writeFileSync(
      kustomization,
      readFileSync(kustomization, 'utf8').replace('  - auth.yaml', '  - authn.yaml'),
    );
    await expect(renderKustomization(copy, log)).rejects.toThrow(/kustomize build .* failed: .*authn\.yaml/s);
  });

  it('fails a kind it has no schema for instead of skipping it', async () => {
    const file = path.join(scratch, 'unknown.yaml');
    writeFileSync(file, 'apiVersion: apps/v1\nkind: Deploymnet\nmetadata: { name: typo }\n');
    const result = await runKubeconform([file], log);
    expect(result.ok).toBe(false);
    expect(result.output).toMatch(/could not find schema for Deploymnet/);
  });
});
