import type { Manifest } from './k8s-manifests';
import { nameOf, ofKind, podLabels, SERVICES, selects, WORKERS } from './k8s-objects';
import { at, type Dict, dict, list, text } from './yaml-shape';

/**
 * Autoscaling rules: the HTTP services on CPU (HorizontalPodAutoscaler, autoscaling/v2), the
 * workers on their real backlog (KEDA ScaledObjects with the Prometheus scaler, queries only
 * over the metrics the processes export and the queue names the code declares), and a
 * PodDisruptionBudget for every Deployment that runs more than one replica.
 */

/** The backlog metrics the services export (service-kit's metrics; names fixed across the project). */
export const BACKLOG_METRICS = [
  'kafka_consumer_lag',
  'bullmq_queue_jobs',
  'outbox_backlog_rows',
  'outbox_oldest_age_seconds',
] as const;
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'];
/** States that need a worker now: delayed jobs are not due, failed and completed are done. */
const WORK_STATES = ['waiting', 'active'];

const targetOf = (doc: Dict): string => String(at(doc, 'spec', 'scaleTargetRef', 'name') ?? '');

/** Every autoscaling or disruption rule the manifests break. */
export function scalingProblems(manifests: Manifest[], queueNames: Record<string, string[]>): string[] {
  const problems: string[] = [];
  const hpas = ofKind(manifests, 'HorizontalPodAutoscaler');
  const scaledObjects = ofKind(manifests, 'ScaledObject');
  const minimum = new Map<string, number>();

  for (const name of Object.keys(SERVICES)) {
    const mine = hpas.filter(
      (h) => targetOf(h) === name && at(h, 'spec', 'scaleTargetRef', 'kind') === 'Deployment',
    );
    const [hpa] = mine;
    if (mine.length !== 1)
      problems.push(`${name}: expected one HorizontalPodAutoscaler, found ${mine.length}`);
    if (scaledObjects.some((s) => targetOf(s) === name))
      problems.push(`${name}: scaled by both HPA and KEDA`);
    if (!hpa) continue;
    const min = Number(at(hpa, 'spec', 'minReplicas') ?? 1);
    minimum.set(name, min);
    if (hpa.apiVersion !== 'autoscaling/v2') problems.push(`HPA ${nameOf(hpa)}: use autoscaling/v2`);
    if (min < 2) problems.push(`HPA ${nameOf(hpa)}: minReplicas ${min}; an HTTP service keeps 2`);
    if (Number(at(hpa, 'spec', 'maxReplicas')) < min)
      problems.push(`HPA ${nameOf(hpa)}: maxReplicas below minReplicas`);
    const onCpu = list(at(hpa, 'spec', 'metrics')).some(
      (m) => at(m, 'type') === 'Resource' && at(m, 'resource', 'name') === 'cpu',
    );
    if (!onCpu) problems.push(`HPA ${nameOf(hpa)}: does not scale on CPU`);
  }

  for (const [name, service] of Object.entries(WORKERS)) {
    if (hpas.some((h) => targetOf(h) === name))
      problems.push(`${name}: has an HPA; KEDA makes its own from the ScaledObject and two would fight`);
    const mine = scaledObjects.filter((s) => targetOf(s) === name);
    const [scaled] = mine;
    if (mine.length !== 1) problems.push(`${name}: expected one KEDA ScaledObject, found ${mine.length}`);
    if (!scaled) continue;
    const min = Number(at(scaled, 'spec', 'minReplicaCount') ?? 0);
    minimum.set(name, min);
    if (scaled.apiVersion !== 'keda.sh/v1alpha1') problems.push(`ScaledObject ${name}: use keda.sh/v1alpha1`);
    if (Number(at(scaled, 'spec', 'maxReplicaCount') ?? 100) < min)
      problems.push(`ScaledObject ${name}: maxReplicaCount below minReplicaCount`);
    problems.push(...triggerProblems(name, list(at(scaled, 'spec', 'triggers')), queueNames[service] ?? []));
  }

  for (const deployment of ofKind(manifests, 'Deployment')) {
    const name = nameOf(deployment);
    const replicas = at(deployment, 'spec', 'replicas');
    if (minimum.has(name) && replicas !== undefined)
      problems.push(`Deployment ${name}: sets replicas, which every apply would reset under its autoscaler`);
    const min = minimum.get(name) ?? Number(replicas ?? 1);
    const budgets = ofKind(manifests, 'PodDisruptionBudget').filter((p) =>
      selects(at(p, 'spec', 'selector', 'matchLabels'), podLabels(deployment)),
    );
    if (min > 1 && budgets.length === 0)
      problems.push(`Deployment ${name}: ${min} replicas and no PodDisruptionBudget`);
    if (min <= 1 && budgets.some((p) => Number(at(p, 'spec', 'minAvailable') ?? 0) >= 1))
      problems.push(
        `Deployment ${name}: one replica and a PodDisruptionBudget with minAvailable: node drains would hang`,
      );
  }
  return problems;
}

/** A label matcher of a PromQL selector (`label="x"` or `label=~"re"`) as a predicate. */
export function labelMatcher(query: string, label: string): ((value: string) => boolean) | undefined {
  const match = new RegExp(`\\b${label}\\s*(=~|=)\\s*"([^"]*)"`).exec(query);
  if (!match) return undefined;
  const [, op, pattern = ''] = match;
  if (op === '=') return (value) => value === pattern;
  const re = new RegExp(`^(?:${pattern})$`);
  return (value) => re.test(value);
}

function triggerProblems(name: string, triggers: unknown[], queues: string[]): string[] {
  const where = `ScaledObject ${name}`;
  if (triggers.length === 0) return [`${where}: no triggers`];
  const problems: string[] = [];
  let queueTrigger = false;
  for (const trigger of triggers.map(dict)) {
    const label = `${where} trigger ${text(trigger.name) ?? '(unnamed)'}`;
    const meta = dict(trigger.metadata);
    const query = text(meta.query) ?? '';
    if (trigger.type !== 'prometheus')
      problems.push(`${label}: type ${String(trigger.type)}, not prometheus`);
    if (!text(meta.serverAddress)?.startsWith('http')) problems.push(`${label}: no Prometheus serverAddress`);
    if (!(Number(text(meta.threshold)) > 0)) problems.push(`${label}: threshold must be a positive number`);
    const metrics = [...query.matchAll(/\b([a-z_][a-z0-9_]*)\s*\{/g)].map((m) => m[1] ?? '');
    if (metrics.length === 0) problems.push(`${label}: query reads no metric`);
    for (const metric of metrics)
      if (!(BACKLOG_METRICS as readonly string[]).includes(metric))
        problems.push(`${label}: ${metric} is not an exported backlog metric`);
    if (metrics.includes('bullmq_queue_jobs')) {
      queueTrigger = true;
      const queue = labelMatcher(query, 'queue');
      const state = labelMatcher(query, 'state');
      if (!queue || !queues.some(queue))
        problems.push(`${label}: matches none of the queues ${queues.join(', ')}`);
      const states = state ? QUEUE_STATES.filter(state) : QUEUE_STATES;
      if (!states.includes('waiting') || states.some((s) => !WORK_STATES.includes(s)))
        problems.push(`${label}: must count waiting (and active) jobs only, not ${states.join('|')}`);
    }
    if (metrics.includes('kafka_consumer_lag') && !labelMatcher(query, 'group'))
      problems.push(`${label}: lag of every consumer group; select the group`);
  }
  if (!queueTrigger) problems.push(`${where}: no trigger on its queue's depth (bullmq_queue_jobs)`);
  return problems;
}
