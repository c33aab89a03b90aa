import type { Section } from '@ssc/contracts';
import type { SaveProgressBody } from '@ssc/web-core';
import type { KeyValueStorage } from './answerQueue';
import { MAX_VISITED } from './progress';

/**
 * The screen's progress kept on the device the moment it changes (docs/attempts.md, "The screen"):
 * the question on screen, the questions opened and the time on each, as the next auto-save sends
 * them. Auto-saves go every 30 s and when the page is hidden, and that last one may never land (the
 * tab is killed, the network is down): what they would have carried waits here, like the answers
 * in the answer queue, and the next load merges it with the attempt the server returns and saves
 * it at once. A save that carried it forgets it.
 */

export function progressStorageKey(attemptId: string): string {
  return `ssc.exam-progress.v1.${attemptId}`;
}

interface Stored {
  /** Raised by every change, so a save settles only what it carried. */
  version: number;
  progress: SaveProgressBody;
}

const activeMs = (progress: SaveProgressBody) => Date.parse(progress.lastActiveAt ?? '') || 0;

/**
 * Two records of one attempt's progress as one: the later position, every question opened in
 * either (older first), the longer time on each question and the longer time taken.
 */
export function mergeProgress(older: SaveProgressBody, newer: SaveProgressBody): SaveProgressBody {
  const latest = activeMs(newer) >= activeMs(older) ? newer : older;
  const timeSpent = { ...older.timeSpent };
  for (const [id, seconds] of Object.entries(newer.timeSpent ?? {}))
    timeSpent[id] = Math.max(timeSpent[id] ?? 0, seconds);
  const visited = [...new Set([...(older.visited ?? []), ...(newer.visited ?? [])])].slice(0, MAX_VISITED);
  return {
    lastActiveAt: latest.lastActiveAt,
    lastActiveQuestionIndex: latest.lastActiveQuestionIndex,
    lastActiveSection: latest.lastActiveSection,
    durationTaken: Math.max(older.durationTaken ?? 0, newer.durationTaken ?? 0),
    timeSpent,
    visited,
  };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isSecondsById = (value: unknown): value is Record<string, number> =>
  !!value &&
  typeof value === 'object' &&
  Object.values(value).every((seconds) => typeof seconds === 'number' && seconds >= 0);

/** What another build or a damaged write left is no record: the server's progress stands. */
function parseStored(raw: string | null): Stored | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Stored> | null;
    const progress = value?.progress;
    if (!value || typeof value.version !== 'number' || !progress || typeof progress !== 'object') return null;
    if (typeof progress.lastActiveAt !== 'string' || !Number.isInteger(progress.lastActiveQuestionIndex))
      return null;
    if (!isStringList(progress.visited) || !isSecondsById(progress.timeSpent)) return null;
    return { version: value.version, progress };
  } catch {
    return null;
  }
}

export class ProgressRecord {
  private readonly key: string;

  constructor(
    private readonly storage: KeyValueStorage,
    attemptId: string,
  ) {
    this.key = progressStorageKey(attemptId);
  }

  /** The progress no save has carried yet; null when there is none. */
  read(): SaveProgressBody | null {
    return this.stored()?.progress ?? null;
  }

  /** Keeps `progress` with what is kept already; returns the version a save of it settles. */
  keep(progress: SaveProgressBody): number {
    const before = this.stored();
    const next: Stored = {
      version: (before?.version ?? 0) + 1,
      progress: mergeProgress(before?.progress ?? {}, progress),
    };
    try {
      this.storage.setItem(this.key, JSON.stringify(next));
    } catch (error) {
      // Storage full or refused: the auto-saves still carry it while the page lives.
      console.warn('Exam progress could not be kept on this device', error);
    }
    return next.version;
  }

  /** A save of `version` was taken: forget it, unless something newer was kept since. */
  settle(version: number): void {
    if (this.stored()?.version === version) this.clear();
  }

  clear(): void {
    try {
      this.storage.removeItem(this.key);
    } catch {
      // nothing kept, or nothing to do about it
    }
  }

  private stored(): Stored | null {
    try {
      return parseStored(this.storage.getItem(this.key));
    } catch {
      return null;
    }
  }
}

/** The attempt's progress as the server returned it. */
export interface ServerProgress {
  lastActiveAt: string | null | undefined;
  lastActiveQuestionIndex: number | null | undefined;
  lastActiveSection: Section | null | undefined;
  visited: Readonly<Record<string, true>>;
  timeSpent: Readonly<Record<string, number>>;
}

export interface ResumedProgress {
  lastActiveQuestionIndex: number | null | undefined;
  /** Null when this device's position is the later one: its index is exact. */
  lastActiveSection: Section | null | undefined;
  visited: Record<string, true>;
  timeSpent: Record<string, number>;
}

/**
 * Where to pick up: the server's record with this device's kept progress merged in. Opened
 * questions and times add up (a question opened on either is opened); the position is the one
 * recorded later. Ids the attempt does not have are left out.
 */
export function resumeProgress(
  questionIds: readonly string[],
  server: ServerProgress,
  local: SaveProgressBody | null,
): ResumedProgress {
  const visited: Record<string, true> = { ...server.visited };
  const timeSpent: Record<string, number> = { ...server.timeSpent };
  const known = new Set(questionIds);
  for (const id of local?.visited ?? []) if (known.has(id)) visited[id] = true;
  for (const [id, seconds] of Object.entries(local?.timeSpent ?? {}))
    if (known.has(id)) timeSpent[id] = Math.max(timeSpent[id] ?? 0, seconds);
  const localNewer = !!local && activeMs(local) > (Date.parse(server.lastActiveAt ?? '') || 0);
  return {
    lastActiveQuestionIndex: localNewer ? local?.lastActiveQuestionIndex : server.lastActiveQuestionIndex,
    lastActiveSection: localNewer ? null : server.lastActiveSection,
    visited,
    timeSpent,
  };
}
