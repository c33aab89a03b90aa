import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { cachePath, logFile } from './paths';
import { requireExecutable, runLogged } from './proc';
import type { Log } from './server';

export const KUBECONFORM_VERSION = '0.7.0';

const PACKAGE = 'github.com/yannh/kubeconform/cmd/kubeconform';

export const kubeconformBinary = (): string => cachePath('bin', `kubeconform-${KUBECONFORM_VERSION}`);

/**
 * kubeconform (a Kubernetes manifest validator), built with `go install` from the Go module
 * proxy into the infra cache; the version is in the file name, and the binary is moved into
 * place only once built, so a cached one is always whole.
 */
export async function ensureKubeconformBinary(log: Log): Promise<string> {
  const binary = kubeconformBinary();
  if (existsSync(binary)) return binary;
  const go = requireExecutable('go', 'Install Go (>= 1.24) to build kubeconform.');
  const gobin = cachePath('kubeconform-build');
  const t0 = Date.now();
  log(`kubeconform: building v${KUBECONFORM_VERSION} from the Go module proxy (first run only)…`);
  mkdirSync(gobin, { recursive: true });
  const env = {
    ...process.env,
    GOBIN: gobin,
    GOFLAGS: `${process.env.GOFLAGS ?? ''} -buildvcs=false`.trim(),
  };
  await runLogged(go, ['install', '-trimpath', '-ldflags=-s -w', `${PACKAGE}@v${KUBECONFORM_VERSION}`], {
    cwd: gobin,
    env,
    logPath: logFile('kubeconform-build'),
  });
  mkdirSync(path.dirname(binary), { recursive: true });
  renameSync(path.join(gobin, 'kubeconform'), binary);
  log(`kubeconform: built ${binary} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return binary;
}
