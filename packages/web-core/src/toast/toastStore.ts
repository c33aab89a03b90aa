export type ToastKind = 'success' | 'error' | 'info';

export interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

type Listener = () => void;

const DISPLAY_MS = 4500;
const MAX_VISIBLE = 4;

let toasts: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(toasts.filter((item) => item.id !== id));
}

function push(kind: ToastKind, message: string): number {
  const id = nextId++;
  // The same message twice in a row (e.g. several failed queries) would only stack noise.
  const withoutDuplicate = toasts.filter((item) => item.message !== message);
  emit([...withoutDuplicate, { id, kind, message }].slice(-MAX_VISIBLE));
  setTimeout(() => dismissToast(id), DISPLAY_MS);
  return id;
}

/**
 * App-wide notifications. Module state is safe to share because @ssc/web-core is a Module
 * Federation singleton: a toast raised in a remote appears in the shell's <Toaster />.
 */
export const toast = {
  success: (message: string) => push('success', message),
  error: (message: string) => push('error', message),
  info: (message: string) => push('info', message),
  dismiss: dismissToast,
};

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly ToastItem[] {
  return toasts;
}
