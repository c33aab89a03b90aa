import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';

/**
 * The Compose Specification's JSON schema, as the npm package `dclint` (a Docker Compose linter,
 * pinned in package.json) ships it in `schemas/compose.schema.json`: the schema of the
 * compose-spec project, which `docker compose` itself validates files against. Its package
 * exports do not list the file, so it is read from beside the package's package.json.
 */
export function composeSpecSchemaPath(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('dclint/package.json')), 'schemas', 'compose.schema.json');
}

export type ComposeValidator = (compose: unknown) => string[];

/** Compiles the schema once; the validator returns one line per violation, empty when valid. */
export function composeSchemaValidator(schemaPath = composeSpecSchemaPath()): ComposeValidator {
  const schema = JSON.parse(readFileSync(schemaPath, 'utf8')) as Record<string, unknown>;
  // It names the draft-07 meta-schema by an https URL Ajv does not know under that name.
  const { $schema: _draft, ...body } = schema;
  const validate = new Ajv({ allErrors: true, strict: false }).compile(body);
  return (compose) => (validate(compose) ? [] : (validate.errors ?? []).map(describe));
}

const describe = (error: ErrorObject): string => {
  const where = error.instancePath || '/';
  const extra =
    error.keyword === 'additionalProperties'
      ? ` (${String((error.params as { additionalProperty?: string }).additionalProperty)})`
      : '';
  return `${where}: ${error.message ?? error.keyword}${extra}`;
};
