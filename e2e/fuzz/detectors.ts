/**
 * What must never come back through the front door. Each detector looks at one answer and
 * names what it found; the suite fails on any finding. Answer keys and internal answers are
 * recognised by their JSON structure (keys and shapes), never by text, so an error message that
 * echoes a field name the fuzzer sent ("Unrecognized key: correctAnswer") is not a leak.
 */

/** `victim` is a second student whose data the fuzz student must never see. */
export type Caller = 'anonymous' | 'student' | 'victim' | 'admin';

export type Answer = {
  caller: Caller;
  /** The request target exactly as sent. */
  target: string;
  status: number;
  contentType: string | undefined;
  body: string;
};

/** Fields only the answer key carries: the bank's internal reads and admin views. */
export const ANSWER_KEY_FIELDS = ['correctAnswer', 'explanationEnglish', 'explanationHindi'] as const;

/** The gateway's own health answers, allowed at exactly these targets. */
const GATEWAY_OWN: Record<string, (json: Record<string, unknown>) => boolean> = {
  '/health': isHealthReport,
  '/ready': isHealthReport,
  '/alive': isAliveReport,
};

export function findLeaks(answer: Answer, foreignValues: readonly string[] = []): string[] {
  const json = parseJson(answer);
  const found: string[] = [];
  if (json === undefined) return found;
  if (answer.caller !== 'admin') {
    const key = answerKeyField(json);
    if (key) found.push(`answer key field "${key}" in a response to ${answer.caller}`);
    const foreign =
      answer.caller === 'victim'
        ? undefined
        : foreignValues.find((v) => v && JSON.stringify(json).includes(v));
    if (foreign) found.push(`another user's data (${foreign}) in a response to ${answer.caller}`);
  }
  const internal = internalShape(json, answer.target);
  if (internal) found.push(`an internal route was reached: ${internal}`);
  return found;
}

/** JSON answers only: an HTML page or a script that happens to mention a field is not a leak. */
function parseJson(answer: Answer): unknown {
  const looksJson = /json/i.test(answer.contentType ?? '') || /^\s*[[{]/.test(answer.body);
  if (!looksJson || answer.body === '') return undefined;
  try {
    return JSON.parse(answer.body);
  } catch {
    return undefined;
  }
}

/** The first answer-key field at any depth (iterative: a deep answer must not stop the suite). */
export function answerKeyField(json: unknown): string | undefined {
  const pending: unknown[] = [json];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      if ((ANSWER_KEY_FIELDS as readonly string[]).includes(key)) return key;
      pending.push(child);
    }
  }
  return undefined;
}

const keysOf = (json: Record<string, unknown>) => Object.keys(json).sort().join(',');

function isHealthReport(json: Record<string, unknown>): boolean {
  return 'status' in json && typeof json.checks === 'object' && json.checks !== null;
}

function isAliveReport(json: Record<string, unknown>): boolean {
  return keysOf(json) === 'status' && json.status === 'ok';
}

/**
 * The shapes only `/internal/*` routes and services' own `/health` and `/alive` answer with
 * (packages/contracts: displayNames, internalAttemptStatus, testSnapshot, sessionState,
 * userStats, attemptStats; service-kit health.ts). Public answers never have them at the top.
 */
export function internalShape(json: unknown, target: string): string | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const obj = json as Record<string, unknown>;
  const own = GATEWAY_OWN[target];
  if (own?.(obj)) return undefined;
  const keys = keysOf(obj);
  if (isHealthReport(obj)) return 'a health report {status, checks}';
  if (isAliveReport(obj)) return 'a liveness report {status: "ok"}';
  if (keys === 'names' && typeof obj.names === 'object') return 'a display-names map {names}';
  if ('attemptId' in obj && 'userId' in obj && typeof obj.status === 'string')
    return 'an internal attempt status {attemptId, userId, status}';
  if (keys === 'questions,test') return 'a test snapshot {test, questions}';
  if (keys === 'email,role,userId') return 'a session state {userId, role, email}';
  if (keys === 'active30d,total') return 'internal user stats {total, active30d}';
  if (keys === 'total' || keys === 'inProgress,total') return 'internal attempt stats {total, inProgress}';
  return undefined;
}
