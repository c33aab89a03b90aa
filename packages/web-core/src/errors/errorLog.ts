type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ErrorLogEntry {
  message: string;
  status?: number;
  url?: string;
  stack?: string;
  timestamp: string;
}

/** Spec section 8: the generic handler keeps the last 20 errors, the error boundary the last 10. */
export const ERROR_LOG_KEY = 'errorLog';
export const ERROR_LOG_LIMIT = 20;
export const ERROR_BOUNDARY_LOG_KEY = 'errorBoundaryLog';
export const ERROR_BOUNDARY_LOG_LIMIT = 10;

function readLog(storage: KeyValueStorage, key: string): ErrorLogEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ErrorLogEntry[]) : [];
  } catch {
    return [];
  }
}

/** Appends newest-last and trims to `limit`. Never throws: a full or blocked storage must not break error reporting. */
export function appendErrorLog(
  storage: KeyValueStorage,
  key: string,
  entry: ErrorLogEntry,
  limit: number,
): ErrorLogEntry[] {
  const next = [...readLog(storage, key), entry].slice(-limit);
  try {
    storage.setItem(key, JSON.stringify(next));
  } catch {
    // quota exceeded or storage disabled: the toast still shows, the log is best effort
  }
  return next;
}
