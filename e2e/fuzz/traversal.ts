/**
 * The traversal corpus: from every route prefix, every way of writing "up one level" (or of
 * hiding a separator) that some layer — Node's URL parser, Express, a proxy, a CDN, a
 * normalising WAF — might resolve, aimed at routes the gateway must never reach: services'
 * `/internal/*`, their `/health` and `/alive`, and the rate-limited sign-in by another path.
 */
export type TraversalCase = { label: string; target: string; aim: string };

/** One step up, written every way: `label` → the text of one step (it replaces `../`). */
export const UP_STEPS: Readonly<Record<string, string>> = {
  'plain ../': '../',
  'backslash ..\\': '..\\',
  '..%5c': '..%5c',
  '..%5C': '..%5C',
  '%2e%2e/': '%2e%2e/',
  '%2E%2E/': '%2E%2E/',
  '%2e%2e%2f': '%2e%2e%2f',
  '..%2f': '..%2f',
  '..%2F': '..%2F',
  '.%2e/': '.%2e/',
  '%2e./': '%2e./',
  '%252e%252e/ (double-encoded)': '%252e%252e/',
  '..%252f (double-encoded)': '..%252f',
  '%252e%252e%255c': '%252e%252e%255c',
  '%2e%2e%5c': '%2e%2e%5c',
  'overlong %c0%ae%c0%ae/': '%c0%ae%c0%ae/',
  'overlong %e0%80%ae%e0%80%ae/': '%e0%80%ae%e0%80%ae/',
  'overlong slash ..%c0%af': '..%c0%af',
  'overlong backslash ..%c1%9c': '..%c1%9c',
  'fullwidth dots %ef%bc%8e%ef%bc%8e/': '%ef%bc%8e%ef%bc%8e/',
  'one-dot leaders %e2%80%a4%e2%80%a4/': '%e2%80%a4%e2%80%a4/',
  'two-dot leader %e2%80%a5/': '%e2%80%a5/',
  'fullwidth slash ..%ef%bc%8f': '..%ef%bc%8f',
  'division slash ..%e2%88%95': '..%e2%88%95',
  'raw fullwidth dots (UTF-8 bytes)': '\u00ef\u00bc\u008e\u00ef\u00bc\u008e/',
  'semicolon ..;/': '..;/',
  'matrix ;/../': ';/../',
  'NUL ..%00/': '..%00/',
  'NUL %00../': '%00../',
  'trailing dots .../': '.../',
  'trailing dot ../.': '.././',
  'dot segment ./../': './../',
  'double slash ..//': '..//',
  'mixed ..\\/': '..\\/',
  'tab ..%09/': '..%09/',
  'IIS %u002e%u002e/': '%u002e%u002e/',
};

/**
 * Shapes that are not "up one level" but still hide or bend a path: `//`, `/./`, `;`, and
 * trailing dots some servers strip (Windows, some proxies) — `aim` is split at its query.
 */
const TRICKS: Readonly<Record<string, (prefix: string, path: string, query: string) => string>> = {
  'leading //': (p, a, q) => `/${p}${a}${q}`,
  '/./ inside': (p, a, q) => `${p}./${a}${q}`,
  '; after prefix': (p, a, q) => `${p.replace(/\/$/, ';/')}${a}${q}`,
  'trailing /.': (p, a, q) => `${p}${a}/.${q}`,
  'trailing dot': (p, a, q) => `${p}${a}.${q}`,
  'trailing %2e': (p, a, q) => `${p}${a}%2e${q}`,
  'trailing NUL': (p, a, q) => `${p}${a}%00${q}`,
};

/** Where the corpus aims. `{…}` are filled with the fixtures' real ids. */
export function aims(ids: {
  questionId: string;
  attemptId: string;
  userId: string;
  testId: string;
}): Record<string, string> {
  return {
    'internal questions': `internal/questions?ids=${ids.questionId}`,
    'internal attempt': `internal/attempts/${ids.attemptId}`,
    'internal display names': `internal/users/display-names?ids=${ids.userId}`,
    'internal session': 'internal/sessions/x',
    'internal snapshot': `internal/tests/${ids.testId}/snapshot`,
    'internal stats': 'internal/stats',
    'service health': 'health',
    'service ready': 'ready',
    'service alive': 'alive',
    'sign-in past its limits': 'api/auth/signin',
  };
}

const OVERCLIMB = new Set(['plain ../', 'backslash ..\\', '%2e%2e%2f']);

const depthOf = (prefix: string) => prefix.split('/').filter(Boolean).length;

/**
 * Every prefix × every way up × every aim, climbing exactly to the root (the plain forms also
 * one level past it), plus the tricks around each aim.
 */
export function traversalCorpus(
  prefixes: readonly string[],
  targets: Record<string, string>,
): TraversalCase[] {
  const cases: TraversalCase[] = [];
  for (const prefix of prefixes) {
    const depth = depthOf(prefix);
    for (const [aimLabel, aim] of Object.entries(targets)) {
      for (const [stepLabel, step] of Object.entries(UP_STEPS)) {
        // Past the root too for the plain forms: a lenient resolver clamps extra steps at `/`.
        const climbs = [...new Set(OVERCLIMB.has(stepLabel) ? [depth || 1, depth + 1] : [depth || 1])];
        for (const n of climbs) {
          cases.push({
            label: `${prefix} ${stepLabel} ×${n}`,
            target: `${prefix}${step.repeat(n)}${aim}`,
            aim: aimLabel,
          });
        }
      }
      const [path = '', query] = aim.split('?');
      for (const [trickLabel, trick] of Object.entries(TRICKS)) {
        cases.push({
          label: `${prefix} ${trickLabel}`,
          target: trick(prefix, path, query === undefined ? '' : `?${query}`),
          aim: aimLabel,
        });
      }
    }
  }
  return cases;
}

/** Bytes Node's client will not send; these go over a plain socket. */
export const RAW_SOCKET_TARGETS: readonly { label: string; target: string }[] = [
  { label: 'raw NUL', target: '/api/tests/..\u0000/internal/stats' },
  { label: 'raw tab', target: '/api/tests/..\t/internal/stats' },
  { label: 'raw space', target: '/api/tests/.. /internal/stats' },
  { label: 'absolute-form target', target: 'http://127.0.0.1:4002/internal/stats' },
  { label: 'asterisk target', target: '*' },
  { label: 'no leading slash', target: 'internal/stats' },
  { label: 'raw DEL', target: '/api/tests/..\u007f/internal/stats' },
];
