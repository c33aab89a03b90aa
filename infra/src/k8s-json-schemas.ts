/**
 * Kubernetes OpenAPI → the standalone, strict JSON schemas kubeconform reads (what
 * openapi2jsonschema --strict --expanded makes): one file per kind and version, every `$ref`
 * inlined, `additionalProperties: false` on every object with declared properties, so a
 * misspelt field is an error. Pure functions; k8s-schemas.ts feeds them the real specs.
 */

export type JsonSchema = { [key: string]: unknown };
/** One schema file: kubeconform's name for it and its content. */
export type SchemaFile = { file: string; schema: JsonSchema };

type GroupVersionKind = { group: string; version: string; kind: string };

const INT_OR_STRING = { oneOf: [{ type: 'string' }, { type: 'integer' }] };
/** Quantities ("250m", "1Gi") are strings in the spec but also written as bare numbers. */
const QUANTITY = { oneOf: [{ type: 'string' }, { type: 'number' }] };
const SPECIAL: Record<string, JsonSchema> = {
  'io.k8s.apimachinery.pkg.util.intstr.IntOrString': INT_OR_STRING,
  'io.k8s.apimachinery.pkg.api.resource.Quantity': QUANTITY,
};

/**
 * kubeconform's file name for a kind: `{{ .ResourceKind }}{{ .KindSuffix }}.json`, the kind in
 * lower case, then the first label of the group (if any) and the version.
 */
export function schemaFileName(kind: string, apiVersion: string): string {
  const [groupOrVersion = '', version] = apiVersion.split('/');
  const group = version === undefined ? '' : (groupOrVersion.split('.')[0] ?? '');
  const suffix = [group, version ?? groupOrVersion].filter(Boolean).join('-').toLowerCase();
  return `${kind.toLowerCase()}-${suffix}.json`;
}

const apiVersionOf = ({ group, version }: GroupVersionKind): string =>
  group ? `${group}/${version}` : version;

/**
 * Adds `additionalProperties: false` to every object schema with properties (unless it keeps
 * unknown fields), turns `x-kubernetes-int-or-string` into a oneOf and drops descriptions.
 */
export function strict(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strict);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    // Prose only: dropping it keeps each expanded file a fraction of the size.
    if (key === 'description' && typeof value === 'string') continue;
    // Inside `properties` the keys are field names, not schema keywords.
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, strict(v)]))
        : strict(value);
  }
  if (out['x-kubernetes-int-or-string'] === true) {
    delete out.type;
    Object.assign(out, INT_OR_STRING);
  }
  const open = out['x-kubernetes-preserve-unknown-fields'] === true;
  if (out.properties !== undefined && out.additionalProperties === undefined && !open)
    out.additionalProperties = false;
  return out;
}

/** Inlines `#/definitions/...` references; a reference back into itself becomes `{}` (anything). */
function inline(node: unknown, definitions: Record<string, JsonSchema>, stack: string[]): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(n, definitions, stack));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as JsonSchema).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/definitions/', '');
    const special = SPECIAL[name];
    if (special) return special;
    const target = definitions[name];
    if (!target) throw new Error(`OpenAPI: unresolved $ref ${ref}`);
    if (stack.includes(name)) return {};
    const { $ref: _ref, ...rest } = node as JsonSchema;
    return { ...(inline(target, definitions, [...stack, name]) as JsonSchema), ...rest };
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inline(v, definitions, stack)]));
}

/** A Swagger 2.0 document (Kubernetes' `api/openapi-spec/swagger.json`) → one schema per kind. */
export function schemasFromSwagger(swagger: { definitions?: Record<string, JsonSchema> }): SchemaFile[] {
  const definitions = swagger.definitions ?? {};
  return Object.entries(definitions).flatMap(([name, definition]) => {
    const kinds = (definition['x-kubernetes-group-version-kind'] ?? []) as GroupVersionKind[];
    return kinds.map((gvk) => {
      const schema = strict(inline(definition, definitions, [name])) as JsonSchema;
      return { file: schemaFileName(gvk.kind, apiVersionOf(gvk)), schema: pinKind(schema, gvk) };
    });
  });
}

/** A CustomResourceDefinition (apiextensions.k8s.io/v1) → one schema per served version. */
export function schemasFromCrd(crd: unknown): SchemaFile[] {
  const spec = (crd as { spec?: JsonSchema }).spec ?? {};
  const group = String(spec.group ?? '');
  const kind = String((spec.names as JsonSchema | undefined)?.kind ?? '');
  if (!group || !kind) throw new Error('CRD: spec.group and spec.names.kind are required');
  const versions = (spec.versions ?? []) as JsonSchema[];
  return versions
    .filter((v) => v.served !== false)
    .map((v) => {
      const openApi = (v.schema as JsonSchema | undefined)?.openAPIV3Schema as JsonSchema | undefined;
      if (!openApi) throw new Error(`CRD ${kind} ${String(v.name)}: no openAPIV3Schema`);
      const gvk = { group, version: String(v.name), kind };
      const schema = strict(openApi) as JsonSchema;
      return { file: schemaFileName(kind, apiVersionOf(gvk)), schema: pinKind(schema, gvk) };
    });
}

/** Only this kind's apiVersion and kind validate against its schema. */
function pinKind(schema: JsonSchema, gvk: GroupVersionKind): JsonSchema {
  const properties = { ...((schema.properties as JsonSchema | undefined) ?? {}) };
  properties.apiVersion = { type: 'string', enum: [apiVersionOf(gvk)] };
  properties.kind = { type: 'string', enum: [gvk.kind] };
  return { ...schema, properties };
}
