import type { Manifest } from './k8s-manifests';
import { at, type Dict, dict } from './yaml-shape';

/** What the platform deploys, and how the Kubernetes checks find objects in a manifest set. */

/** HTTP services and their ports. */
export const SERVICES: Record<string, number> = {
  gateway: 8080,
  auth: 4001,
  catalog: 4002,
  attempts: 4003,
  results: 4004,
};
/** Queue workers and the service whose code (and queue) they run. */
export const WORKERS: Record<string, string> = {
  'catalog-worker': 'catalog',
  'attempts-worker': 'attempts',
  'results-worker': 'results',
};
/** Every object of one kind. */
export const ofKind = (manifests: Manifest[], kind: string): Dict[] =>
  manifests.filter((m) => m.doc.kind === kind).map((m) => m.doc);
/** metadata.name, or '' when there is none. */
export const nameOf = (doc: unknown): string => String(at(doc, 'metadata', 'name') ?? '');
/** The labels a Deployment's pods carry. */
export const podLabels = (deployment: unknown): Dict =>
  dict(at(deployment, 'spec', 'template', 'metadata', 'labels'));
/** Whether a label selector's matchLabels all hold on a pod's labels. */
export const selects = (matchLabels: unknown, labels: Dict): boolean => {
  const wanted = Object.entries(dict(matchLabels));
  return wanted.length > 0 && wanted.every(([key, value]) => labels[key] === value);
};
