import { readFileSync } from 'node:fs';

// The names shared-router.mjs re-exports: the only React Router the apps get at run time.
const facade = readFileSync(new URL('./shared-router.mjs', import.meta.url), 'utf8');
const EXPORTED = new Set(
  (facade.match(/export\s*\{([^}]*)\}/)?.[1] ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean),
);

const IMPORT = /import\s+(type\s+)?([^'";]*?)\s*from\s*['"](react-router(?:-dom)?)['"]/g;

/**
 * Loader (enforce: 'pre') that fails the build when an app imports from React Router something
 * the shared copy leaves out, or imports 'react-router' itself (a second, unshared copy whose
 * hooks would not see the shell's router). Without it the mistake is an undefined at run time.
 */
export default function sharedRouterCheck(source) {
  for (const [, typeOnly, clause, from] of source.matchAll(IMPORT)) {
    if (typeOnly) continue;
    const named = clause.match(/^\{([\s\S]*)\}$/)?.[1];
    const names = (named ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type '))
      .map((s) => s.split(/\s+as\s+/)[0]);
    const problem =
      from !== 'react-router-dom'
        ? `import from 'react-router-dom', not '${from}'`
        : named === undefined
          ? `import React Router by name ({ Link, ... }), not "${clause}"`
          : names
              .filter((name) => !EXPORTED.has(name))
              .map((name) => `"${name}" is not shared: add it to @ssc/web-core/build/shared-router.mjs`)
              .join('; ');
    if (problem) throw new Error(`${this.resourcePath}: ${problem}`);
  }
  return source;
}
