import { isIP } from 'node:net';
import { KUSTOMIZATION, type ManifestSet, SECRET_EXAMPLE } from './k8s-manifests';
import { nameOf, ofKind, podLabels, SERVICES, selects, WORKERS } from './k8s-objects';
import { quantity } from './k8s-quantity';
import { scalingProblems } from './k8s-scaling-rules';
import { storeWorkaroundProblems } from './store-workaround-rules';
import { at, type Dict, dict, list, text } from './yaml-shape';

/**
 * The project's rules for `deploy/k8s/`, beyond what kubeconform's schemas can say: every
 * service and worker deployed with probes on its real endpoints, resources, configuration from
 * ConfigMaps and secrets from the one Secret (never committed), a Service for every HTTP port,
 * and the autoscaling rules of k8s-scaling-rules.ts.
 */

export const SECRET_NAME = 'ssc-secrets';
/** Environment names whose values are secrets: only ever from a Secret. */
const SECRET_LIKE = /SECRET|PASSWORD|PRIVATE|TOKEN|^MONGO_URL$|^JWT_/;

/** Every rule the manifest set breaks; empty when it keeps them all. */
export function k8sProblems(set: ManifestSet, queueNames: Record<string, string[]>): string[] {
  const { manifests } = set;
  const problems = [...fileProblems(set), ...secretProblems(set)];
  const deployments = new Map(ofKind(manifests, 'Deployment').map((d) => [nameOf(d), d]));
  for (const name of [...Object.keys(SERVICES), ...Object.keys(WORKERS)])
    if (!deployments.has(name)) problems.push(`no Deployment ${name}`);
  for (const [name, deployment] of deployments) problems.push(...deploymentProblems(name, deployment, set));
  for (const kind of ['StatefulSet', 'Secret'])
    for (const doc of ofKind(manifests, kind))
      problems.push(
        `${kind} ${nameOf(doc)}: Kafka, MongoDB, Redis and secret values stay out of the repository`,
      );
  for (const config of ofKind(manifests, 'ConfigMap'))
    problems.push(...storeWorkaroundProblems(`ConfigMap ${nameOf(config)}`, dict(config.data)));
  problems.push(...scalingProblems(manifests, queueNames));
  return problems;
}

function fileProblems(set: ManifestSet): string[] {
  const listed = list(set.kustomization.resources).map(String);
  const expected = set.files.filter((f) => f !== KUSTOMIZATION && f !== SECRET_EXAMPLE);
  return [
    ...expected.filter((f) => !listed.includes(f)).map((f) => `${f} is not in ${KUSTOMIZATION}`),
    ...listed.filter((f) => !set.files.includes(f)).map((f) => `${KUSTOMIZATION} lists missing ${f}`),
    ...(listed.includes(SECRET_EXAMPLE) ? [`${KUSTOMIZATION} must not apply ${SECRET_EXAMPLE}`] : []),
  ];
}

function secretProblems(set: ManifestSet): string[] {
  const problems: string[] = [];
  const example = set.secretExample;
  if (example.kind !== 'Secret' || nameOf(example) !== SECRET_NAME)
    problems.push(`${SECRET_EXAMPLE} must be the Secret ${SECRET_NAME}`);
  for (const [key, value] of Object.entries(dict(example.stringData)))
    if (!/^<[^>]+>$/.test(String(value)))
      problems.push(`${SECRET_EXAMPLE}: ${key} holds a value, not a <placeholder>`);
  if (example.data !== undefined) problems.push(`${SECRET_EXAMPLE}: use stringData placeholders, not data`);
  for (const config of ofKind(set.manifests, 'ConfigMap'))
    for (const key of Object.keys(dict(config.data)))
      if (SECRET_LIKE.test(key))
        problems.push(`ConfigMap ${nameOf(config)} holds ${key}: secrets go in ${SECRET_NAME}`);
  return problems;
}

function deploymentProblems(name: string, deployment: Dict, set: ManifestSet): string[] {
  const problems: string[] = [];
  const where = `Deployment ${name}`;
  const labels = podLabels(deployment);
  if (!selects(at(deployment, 'spec', 'selector', 'matchLabels'), labels))
    problems.push(`${where}: its selector does not match its pod labels`);
  const [container, ...more] = list(at(deployment, 'spec', 'template', 'spec', 'containers')).map(dict);
  if (!container || more.length > 0) return [...problems, `${where}: expected exactly one container`];

  problems.push(...resourceProblems(where, container));
  const env = containerEnv(container, set, where, problems);
  const ports = new Map(
    list(container.ports).map((p): [string | undefined, number] => [
      text(at(p, 'name')),
      Number(at(p, 'containerPort')),
    ]),
  );
  const probe = (kind: string, path: string, port: number | undefined) => {
    const get = dict(at(container, kind, 'httpGet'));
    const target = typeof get.port === 'number' ? get.port : ports.get(text(get.port));
    if (get.path !== path || target === undefined || target !== port)
      problems.push(`${where}: ${kind} must GET ${path} on port ${port ?? '(none)'}`);
  };
  if (name in WORKERS) {
    const port = Number(env.METRICS_PORT);
    if (!Number.isInteger(port)) problems.push(`${where}: no METRICS_PORT in its configuration`);
    if (env.METRICS_HOST !== '0.0.0.0') problems.push(`${where}: METRICS_HOST must be 0.0.0.0`);
    probe('readinessProbe', '/metrics', port);
    probe('livenessProbe', '/metrics', port);
  } else {
    const port = Number(env.PORT);
    if (port !== SERVICES[name])
      problems.push(`${where}: PORT is ${env.PORT ?? 'unset'}, not ${SERVICES[name]}`);
    probe('readinessProbe', '/ready', port);
    probe('livenessProbe', '/alive', port);
    const service = ofKind(set.manifests, 'Service').find((s) => selects(at(s, 'spec', 'selector'), labels));
    const targets = list(at(service, 'spec', 'ports')).map((p) => at(p, 'targetPort'));
    if (!service) problems.push(`${where}: no Service selects its pods`);
    else if (!targets.some((t) => t === port || ports.get(text(t)) === port))
      problems.push(`Service ${nameOf(service)}: no port targets ${name}'s ${port}`);
  }
  return problems;
}

function resourceProblems(where: string, container: Dict): string[] {
  const problems: string[] = [];
  for (const resource of ['cpu', 'memory']) {
    const request = quantity(at(container, 'resources', 'requests', resource));
    const limit = quantity(at(container, 'resources', 'limits', resource));
    if (request === undefined || limit === undefined)
      problems.push(`${where}: ${resource} request and limit required`);
    else if (request > limit) problems.push(`${where}: ${resource} request above its limit`);
  }
  return problems;
}

/** The environment a container gets from its ConfigMaps, checking each source on the way. */
function containerEnv(
  container: Dict,
  set: ManifestSet,
  where: string,
  problems: string[],
): Record<string, string> {
  const configs = new Map(ofKind(set.manifests, 'ConfigMap').map((c) => [nameOf(c), dict(c.data)]));
  const env: Record<string, string> = {};
  for (const source of list(container.envFrom)) {
    const ref = text(at(source, 'configMapRef', 'name'));
    const data = ref === undefined ? undefined : configs.get(ref);
    if (!data)
      problems.push(`${where}: envFrom names no ConfigMap of this set (${ref ?? 'not a configMapRef'})`);
    else for (const [key, value] of Object.entries(data)) env[key] = text(value) ?? '';
  }
  const secretKeys = Object.keys(dict(set.secretExample.stringData));
  for (const entry of list(container.env).map(dict)) {
    const key = String(entry.name);
    const ref = dict(at(entry, 'valueFrom', 'secretKeyRef'));
    if (entry.value !== undefined && SECRET_LIKE.test(key))
      problems.push(`${where}: ${key} is written inline; it must come from ${SECRET_NAME}`);
    if (Object.keys(ref).length > 0 && (ref.name !== SECRET_NAME || !secretKeys.includes(String(ref.key))))
      problems.push(
        `${where}: ${key} reads ${String(ref.name)}/${String(ref.key)}, not a key of ${SECRET_EXAMPLE}`,
      );
    if (entry.value !== undefined) env[key] = text(entry.value) ?? '';
  }
  if (where === 'Deployment gateway') {
    const proxies = (env.TRUSTED_PROXIES ?? '').split(',').filter(Boolean);
    if (proxies.length === 0 || !proxies.every((p) => isIP(p.split('/')[0] ?? '') !== 0))
      problems.push(`${where}: TRUSTED_PROXIES must list the ingress controller's addresses`);
  }
  return env;
}
