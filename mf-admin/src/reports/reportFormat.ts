import { REPORT_REASONS } from '@ssc/web-core';
import type { Translate } from '../i18n/adminCatalog';

/** A stored time as a short local date and time; the raw text when it is not a date. */
export function formatWhen(iso: string, timeZone?: string, intl = 'en-IN'): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(ms);
}

/** The reason's label, or the code itself for a reason this build does not know yet. */
export function reasonLabel(reason: string, _: Translate): string {
  return (REPORT_REASONS as readonly string[]).includes(reason) ? _(`admin.reportReason.${reason}`) : reason;
}

/** Newest first, whatever order the server sent. */
export function newestFirst<T extends { createdAt: string }>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The sources of dead letters the console names (admin.dead.source.<source>); others show as sent. */
export const KNOWN_SOURCES: ReadonlySet<string> = new Set(['kafka', 'scoring-job', 'revision-job']);
