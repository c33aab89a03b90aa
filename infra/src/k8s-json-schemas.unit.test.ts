import { describe, expect, it } from 'vitest';
import { schemaFileName, schemasFromCrd, schemasFromSwagger, strict } from './k8s-json-schemas';

describe('schemaFileName', () => {
  it('names files as kubeconform looks them up', () => {
    expect(schemaFileName('Deployment', 'apps/v1')).toBe('deployment-apps-v1.json');
    expect(schemaFileName('Service', 'v1')).toBe('service-v1.json');
    expect(schemaFileName('HorizontalPodAutoscaler', 'autoscaling/v2')).toBe(
      'horizontalpodautoscaler-autoscaling-v2.json',
    );
    expect(schemaFileName('Ingress', 'networking.k8s.io/v1')).toBe('ingress-networking-v1.json');
    expect(schemaFileName('ScaledObject', 'keda.sh/v1alpha1')).toBe('scaledobject-keda-v1alpha1.json');
  });
});

describe('strict', () => {
  it('closes objects with properties, keeps maps and preserve-unknown-fields open', () => {
    const out = strict({
      type: 'object',
      description: 'prose',
      properties: {
        description: { type: 'string', description: 'a field named description stays' },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        raw: {
          type: 'object',
          properties: { a: { type: 'string' } },
          'x-kubernetes-preserve-unknown-fields': true,
        },
        port: { 'x-kubernetes-int-or-string': true, type: 'string' },
      },
    });
    expect(out).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: {
        description: { type: 'string' },
        labels: { type: 'object', additionalProperties: { type: 'string' } },
        raw: {
          type: 'object',
          properties: { a: { type: 'string' } },
          'x-kubernetes-preserve-unknown-fields': true,
        },
        port: { 'x-kubernetes-int-or-string': true, oneOf: [{ type: 'string' }, { type: 'integer' }] },
      },
    });
  });
});

describe('schemasFromSwagger', () => {
  const swagger = {
    definitions: {
      'io.k8s.api.apps.v1.Widget': {
        type: 'object',
        required: ['spec'],
        properties: {
          apiVersion: { type: 'string' },
          kind: { type: 'string' },
          spec: { $ref: '#/definitions/io.k8s.api.apps.v1.WidgetSpec' },
        },
        'x-kubernetes-group-version-kind': [{ group: 'apps', version: 'v1', kind: 'Widget' }],
      },
      'io.k8s.api.apps.v1.WidgetSpec': {
        type: 'object',
        properties: {
          port: { $ref: '#/definitions/io.k8s.apimachinery.pkg.util.intstr.IntOrString' },
          memory: { $ref: '#/definitions/io.k8s.apimachinery.pkg.api.resource.Quantity' },
          child: { $ref: '#/definitions/io.k8s.api.apps.v1.WidgetSpec' },
        },
      },
      'io.k8s.apimachinery.pkg.util.intstr.IntOrString': { type: 'string', format: 'int-or-string' },
      'io.k8s.apimachinery.pkg.api.resource.Quantity': { type: 'string' },
    },
  };

  it('writes one standalone strict schema per kind, pinned to its apiVersion and kind', () => {
    const [widget, ...rest] = schemasFromSwagger(swagger);
    expect(rest).toEqual([]);
    expect(widget?.file).toBe('widget-apps-v1.json');
    expect(widget?.schema).toEqual({
      type: 'object',
      required: ['spec'],
      additionalProperties: false,
      'x-kubernetes-group-version-kind': [{ group: 'apps', version: 'v1', kind: 'Widget' }],
      properties: {
        apiVersion: { type: 'string', enum: ['apps/v1'] },
        kind: { type: 'string', enum: ['Widget'] },
        spec: {
          type: 'object',
          additionalProperties: false,
          properties: {
            port: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
            memory: { oneOf: [{ type: 'string' }, { type: 'number' }] },
            // A reference back into itself would never end: it accepts anything.
            child: {},
          },
        },
      },
    });
  });

  it('refuses a reference to a definition that does not exist', () => {
    const broken = structuredClone(swagger);
    broken.definitions['io.k8s.api.apps.v1.Widget'].properties.spec.$ref = '#/definitions/nope';
    expect(() => schemasFromSwagger(broken)).toThrow(/unresolved \$ref #\/definitions\/nope/);
  });
});

describe('schemasFromCrd', () => {
  it('converts each served version of a CRD', () => {
    const crd = {
      kind: 'CustomResourceDefinition',
      spec: {
        group: 'keda.sh',
        names: { kind: 'ScaledObject' },
        versions: [
          {
            name: 'v1alpha1',
            served: true,
            schema: {
              openAPIV3Schema: {
                type: 'object',
                properties: {
                  spec: { type: 'object', properties: { minReplicaCount: { type: 'integer' } } },
                },
              },
            },
          },
          { name: 'v0', served: false },
        ],
      },
    };
    expect(schemasFromCrd(crd)).toEqual([
      {
        file: 'scaledobject-keda-v1alpha1.json',
        schema: {
          type: 'object',
          additionalProperties: false,
          properties: {
            apiVersion: { type: 'string', enum: ['keda.sh/v1alpha1'] },
            kind: { type: 'string', enum: ['ScaledObject'] },
            spec: {
              type: 'object',
              additionalProperties: false,
              properties: { minReplicaCount: { type: 'integer' } },
            },
          },
        },
      },
    ]);
  });
});
