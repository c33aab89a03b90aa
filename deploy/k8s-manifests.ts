import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { type Dict, dict } from './yaml-shape';

/** One object of a manifest file. */
export type Manifest = { file: string; doc: Dict };

/** What the Kubernetes checks read from `deploy/k8s/`. */
export type ManifestSet = {
  /** Every `*.yaml` file in the folder. */
  files: string[];
  kustomization: Dict;
  /** The objects of the files kustomization.yaml lists. */
  manifests: Manifest[];
  /** The placeholder Secret (secret.example.yaml), applied by hand, never from the repository. */
  secretExample: Dict;
};

export const KUSTOMIZATION = 'kustomization.yaml';
export const SECRET_EXAMPLE = 'secret.example.yaml';

/** Every object of a multi-document YAML text; throws on a YAML error, naming the file. */
export function parseManifests(file: string, source: string): Manifest[] {
  return parseAllDocuments(source).flatMap((document) => {
    const [error] = document.errors;
    if (error) throw new Error(`${file}: ${error.message}`);
    const doc = document.toJS() as unknown;
    return doc === null || doc === undefined ? [] : [{ file, doc: dict(doc) }];
  });
}

/** Reads the folder: the kustomization, the objects it applies and the example Secret. */
export function loadManifestSet(dir: string): ManifestSet {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  const read = (file: string) => parseManifests(file, readFileSync(path.join(dir, file), 'utf8'));
  const kustomization = read(KUSTOMIZATION)[0]?.doc ?? {};
  const resources = Array.isArray(kustomization.resources) ? kustomization.resources.map(String) : [];
  return {
    files,
    kustomization,
    manifests: resources.filter((file) => files.includes(file)).flatMap(read),
    secretExample: read(SECRET_EXAMPLE)[0]?.doc ?? {},
  };
}
