import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { cachePath, logFile } from './paths';
import { requireExecutable, runLogged } from './proc';
import type { Log } from './server';

/** A command-line tool `go install`ed from the Go module proxy at a pinned version. */
export type GoTool = { name: string; pkg: string; version: string };

/** Validates manifests against JSON schemas (k8s-schemas.ts makes them). */
export const KUBECONFORM: GoTool = {
  name: 'kubeconform',
  pkg: 'github.com/yannh/kubeconform/cmd/kubeconform',
  version: '0.7.0',
};

/** Renders deploy/k8s as `kubectl apply -k` would (5.7.1: 5.8 needs Go 1.27). */
export const KUSTOMIZE: GoTool = {
  name: 'kustomize',
  pkg: 'sigs.k8s.io/kustomize/kustomize/v5',
  version: '5.7.1',
};

export const goToolBinary = (tool: GoTool): string => cachePath('bin', `${tool.name}-${tool.version}`);

/**
 * The tool's binary in the infra cache, built with `go install` on first use. The version is in
 * the file name, and the binary is moved into place only once built, so a cached one is whole.
 */
export async function ensureGoTool(tool: GoTool, log: Log): Promise<string> {
  const binary = goToolBinary(tool);
  if (existsSync(binary)) return binary;
  const go = requireExecutable('go', `Install Go (>= 1.24) to build ${tool.name}.`);
  const gobin = cachePath(`${tool.name}-build`);
  const t0 = Date.now();
  log(`${tool.name}: building v${tool.version} from the Go module proxy (first run only)…`);
  mkdirSync(gobin, { recursive: true });
  const env = {
    ...process.env,
    GOBIN: gobin,
    GOFLAGS: `${process.env.GOFLAGS ?? ''} -buildvcs=false`.trim(),
  };
  await runLogged(go, ['install', '-trimpath', '-ldflags=-s -w', `${tool.pkg}@v${tool.version}`], {
    cwd: gobin,
    env,
    logPath: logFile(`${tool.name}-build`),
  });
  mkdirSync(path.dirname(binary), { recursive: true });
  renameSync(path.join(gobin, tool.name), binary);
  log(`${tool.name}: built ${binary} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return binary;
}
