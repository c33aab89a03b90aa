import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadManifestSet, type ManifestSet, parseManifests } from './k8s-manifests';
import { quantity } from './k8s-quantity';
import { k8sProblems } from './k8s-rules';
import { labelMatcher } from './k8s-scaling-rules';
import { queueNamesByService } from './queue-names';
import { at, type Dict, dict, list } from './yaml-shape';

const root = fileURLToPath(new URL('../', import.meta.url));
const real = loadManifestSet(path.join(root, 'deploy/k8s'));
const queues = queueNamesByService(path.join(root, 'services'));

/** A copy of the real set with one edit applied. */
function broken(edit: (set: ManifestSet, find: (kind: string, name: string) => Dict) => void): string[] {
  const set = structuredClone(real);
  const find = (kind: string, name: string): Dict => {
    const found = set.manifests.find((m) => m.doc.kind === kind && at(m.doc, 'metadata', 'name') === name);
    if (!found) throw new Error(`no ${kind} ${name} in deploy/k8s`);
    return found.doc;
  };
  edit(set, find);
  return k8sProblems(set, queues);
}
const containerOf = (deployment: Dict): Dict =>
  dict(list(at(deployment, 'spec', 'template', 'spec', 'containers'))[0]);

describe('deploy/k8s', () => {
  it('finds the queue names the code declares', () => {
    expect(queues).toEqual({
      attempts: ['attempt-deadlines'],
      auth: ['auth-mail'],
      catalog: ['catalog-import'],
      results: ['item-analysis', 'normalise-shift-group', 'score-attempt'],
    });
  });

  it('keeps every project rule', () => {
    expect(real.manifests.length).toBeGreaterThan(30);
    expect(k8sProblems(real, queues)).toEqual([]);
  });

  it('fails a file left out of the kustomization and a committed Secret', () => {
    const problems = broken((set) => {
      set.files.push('extra.yaml');
      set.manifests.push(
        ...parseManifests('x', 'kind: Secret\nmetadata: { name: leaked }\ndata: { A: Yg== }\n'),
      );
      set.secretExample.stringData = {
        ...dict(set.secretExample.stringData),
        INTERNAL_SECRET: 'hunter2hunter2',
      };
    });
    expect(problems).toEqual([
      'extra.yaml is not in kustomization.yaml',
      'secret.example.yaml: INTERNAL_SECRET holds a value, not a <placeholder>',
      'Secret leaked: Kafka, MongoDB, Redis and secret values stay out of the repository',
    ]);
  });

  it('fails wrong probes, missing resources and an inline secret', () => {
    const problems = broken((_set, find) => {
      const auth = containerOf(find('Deployment', 'auth'));
      auth.readinessProbe = { httpGet: { path: '/alive', port: 'http' } };
      delete dict(auth.resources).limits;
      auth.env = [...list(auth.env), { name: 'JWT_PRIVATE_KEY', value: 'x' }];
      const worker = containerOf(find('Deployment', 'results-worker'));
      worker.livenessProbe = { httpGet: { path: '/metrics', port: 8080 } };
    });
    expect(problems).toEqual([
      'Deployment auth: cpu request and limit required',
      'Deployment auth: memory request and limit required',
      'Deployment auth: JWT_PRIVATE_KEY is written inline; it must come from ssc-secrets',
      'Deployment auth: readinessProbe must GET /ready on port 4001',
      'Deployment results-worker: livenessProbe must GET /metrics on port 9464',
    ]);
  });

  it('fails a service without a Service, a secret in a ConfigMap and a missing worker', () => {
    const problems = broken((set, find) => {
      set.manifests = set.manifests.filter(
        (m) => !(m.doc.kind === 'Service' && at(m.doc, 'metadata', 'name') === 'catalog'),
      );
      dict(find('ConfigMap', 'ssc-common').data).MONGO_URL = 'mongodb://u:p@db/';
      set.manifests = set.manifests.filter((m) => at(m.doc, 'metadata', 'name') !== 'catalog-worker');
    });
    expect(problems).toEqual([
      'ConfigMap ssc-common holds MONGO_URL: secrets go in ssc-secrets',
      'no Deployment catalog-worker',
      'Deployment catalog: no Service selects its pods',
      'catalog-worker: expected one KEDA ScaledObject, found 0',
    ]);
  });

  it("fails FerretDB's store workarounds forced on, or their retired switches", () => {
    const setting = (value: string) => (_set: ManifestSet, find: (kind: string, name: string) => Dict) => {
      dict(find('ConfigMap', 'attempts-config').data).STORE_WORKAROUNDS = value;
    };
    expect(broken(setting('off'))).toEqual([]);
    expect(broken(setting('on'))).toEqual([
      "ConfigMap attempts-config: STORE_WORKAROUNDS=on forces FerretDB's workarounds onto MongoDB",
    ]);
    const retired = broken((_set, find) => {
      dict(find('ConfigMap', 'catalog-config').data).QUESTION_LISTING = 'database';
    });
    expect(retired).toEqual([
      "ConfigMap catalog-config: QUESTION_LISTING is retired (the store's workarounds follow the server; STORE_WORKAROUNDS overrides)",
    ]);
  });

  it('fails autoscaling that is missing, doubled, or on the wrong signal', () => {
    const problems = broken((set, find) => {
      set.manifests = set.manifests.filter(
        (m) => !(m.doc.kind === 'HorizontalPodAutoscaler' && at(m.doc, 'metadata', 'name') === 'gateway'),
      );
      dict(at(find('HorizontalPodAutoscaler', 'results'), 'spec')).metrics = [
        {
          type: 'Resource',
          resource: { name: 'memory', target: { type: 'Utilization', averageUtilization: 80 } },
        },
      ];
      const [trigger] = list(at(find('ScaledObject', 'results-worker'), 'spec', 'triggers')).map(dict);
      dict(trigger?.metadata).query = 'sum(bullmq_queue_jobs{queue="score",state=~"waiting|delayed"})';
      const catalogTriggers = list(at(find('ScaledObject', 'catalog-worker'), 'spec', 'triggers')).map(dict);
      dict(catalogTriggers[0]?.metadata).query = 'sum(http_requests_total{service="catalog"})';
      dict(find('Deployment', 'attempts').spec).replicas = 3;
    });
    expect(problems).toEqual([
      'gateway: expected one HorizontalPodAutoscaler, found 0',
      'HPA results: does not scale on CPU',
      'ScaledObject catalog-worker trigger import-queue-waiting: http_requests_total is not an exported backlog metric',
      "ScaledObject catalog-worker: no trigger on its queue's depth (bullmq_queue_jobs)",
      'ScaledObject results-worker trigger score-queue-depth: matches none of the queues item-analysis, normalise-shift-group, score-attempt',
      'ScaledObject results-worker trigger score-queue-depth: must count waiting (and active) jobs only, not waiting|delayed',
      'Deployment attempts: sets replicas, which every apply would reset under its autoscaler',
    ]);
  });

  it('fails a multi-replica Deployment without a PodDisruptionBudget', () => {
    const problems = broken((set) => {
      set.manifests = set.manifests.filter(
        (m) => !(m.doc.kind === 'PodDisruptionBudget' && at(m.doc, 'metadata', 'name') === 'results-worker'),
      );
    });
    expect(problems).toEqual(['Deployment results-worker: 2 replicas and no PodDisruptionBudget']);
  });

  it('reads PromQL label matchers and Kubernetes quantities', () => {
    const query = 'sum(bullmq_queue_jobs{queue=~".*import.*", state="waiting"})';
    expect(labelMatcher(query, 'queue')?.('ssc:catalog-import')).toBe(true);
    expect(labelMatcher(query, 'queue')?.('score-attempt')).toBe(false);
    expect(labelMatcher(query, 'state')?.('waiting')).toBe(true);
    expect(labelMatcher(query, 'group')).toBeUndefined();
    expect([quantity('250m'), quantity('1'), quantity(2), quantity('512Mi'), quantity('1.5Gi')]).toEqual([
      0.25,
      1,
      2,
      512 * 2 ** 20,
      1.5 * 2 ** 30,
    ]);
    expect(quantity('1 Gi')).toBeUndefined();
  });
});
