import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';
import { type SchemaFile, schemasFromCrd, schemasFromSwagger } from './k8s-json-schemas';
import { cachePath } from './paths';
import { capture, requireExecutable } from './proc';
import type { Log } from './server';

/** The Kubernetes release the manifests are checked against: the oldest one we target. */
export const KUBERNETES_VERSION = '1.33.13';
/** KEDA, whose CRDs (ScaledObject…) the worker autoscalers use. */
export const KEDA_VERSION = '2.20.2';

const KUBERNETES_MODULE = 'k8s.io/kubernetes';
const KEDA_MODULE = 'github.com/kedacore/keda/v2';
const GENERATOR = fileURLToPath(new URL('./k8s-json-schemas.ts', import.meta.url));

export const kubernetesSchemaDir = (): string =>
  cachePath('k8s-schemas', `kubernetes-${KUBERNETES_VERSION}-keda-${KEDA_VERSION}`);

/**
 * JSON schemas for kubeconform, made offline (GitHub, where the usual prebuilt schemas live, is
 * not reachable): Kubernetes' own OpenAPI document (`api/openapi-spec/swagger.json` of the
 * `k8s.io/kubernetes` module) and KEDA's CRDs (`config/crd/bases` of its module), both fetched
 * with `go mod download` from the Go module proxy, converted by k8s-json-schemas.ts into the
 * infra cache. Regenerated when a version or the converter changes (stamp).
 */
export async function ensureKubernetesSchemas(log: Log): Promise<string> {
  const dir = kubernetesSchemaDir();
  const stamp = path.join(dir, '.complete');
  const hash = createHash('sha256')
    .update([KUBERNETES_VERSION, KEDA_VERSION, readFileSync(GENERATOR, 'utf8')].join('\0'))
    .digest('hex');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === hash) return dir;

  const go = requireExecutable('go', 'Install Go (>= 1.24) to fetch the Kubernetes OpenAPI document.');
  const t0 = Date.now();
  log(`k8s schemas: Kubernetes ${KUBERNETES_VERSION} and KEDA ${KEDA_VERSION} from the Go module proxy…`);
  const kubernetes = await moduleDir(go, KUBERNETES_MODULE, KUBERNETES_VERSION);
  const swagger = JSON.parse(readFileSync(path.join(kubernetes, 'api/openapi-spec/swagger.json'), 'utf8'));
  const keda = await moduleDir(go, KEDA_MODULE, KEDA_VERSION);
  const crdDir = path.join(keda, 'config/crd/bases');
  const crds = readdirSync(crdDir)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) => parseAllDocuments(readFileSync(path.join(crdDir, f), 'utf8')).map((d) => d.toJS()))
    .filter((doc) => doc?.kind === 'CustomResourceDefinition');
  const files: SchemaFile[] = [...schemasFromSwagger(swagger), ...crds.flatMap(schemasFromCrd)];

  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  for (const { file, schema } of files) writeFileSync(path.join(tmp, file), JSON.stringify(schema));
  writeFileSync(path.join(tmp, '.complete'), `${hash}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  log(`k8s schemas: ${files.length} kinds in ${dir} (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return dir;
}

/** `go mod download` of one module version (cached by Go); its extracted, read-only folder. */
async function moduleDir(go: string, module: string, version: string): Promise<string> {
  const scratch = cachePath('go-mod-download');
  mkdirSync(scratch, { recursive: true });
  // Outside any module, so the download is exactly this version and nothing else is resolved.
  const env = { ...process.env, GO111MODULE: 'on', GOFLAGS: '-mod=mod' };
  const out = await capture(go, ['mod', 'download', '-json', `${module}@v${version}`], { cwd: scratch, env });
  const info = JSON.parse(out) as { Dir?: string; Error?: string };
  if (!info.Dir) throw new Error(`go mod download ${module}@v${version}: ${info.Error ?? 'no Dir'}`);
  return info.Dir;
}
