import { attemptsApi, browserStorage } from '@ssc/web-core';
import type { Cancel, ExamClock, ExamEffects, ExamEvent, ExamSignals, OpenChannel } from './examEffects';
import { tabLock } from './tabLock';

const systemClock: ExamClock = {
  now: () => Date.now(),
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
  every(ms, run) {
    const timer = setInterval(run, ms);
    return () => clearInterval(timer);
  },
};

function listen<K extends keyof WindowEventMap>(
  type: K,
  listener: (event: WindowEventMap[K]) => void,
): Cancel {
  window.addEventListener(type, listener);
  return () => window.removeEventListener(type, listener);
}

const windowSignals: ExamSignals = {
  isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
  onOnlineChange(listener) {
    const stops = [listen('online', () => listener(true)), listen('offline', () => listener(false))];
    return () => {
      for (const stop of stops) stop();
    };
  },
  onHidden(listener) {
    const onChange = () => {
      if (document.visibilityState === 'hidden') listener();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
  onStorage: (listener) => listen('storage', (event) => listener(event.key)),
};

const openBroadcastChannel: OpenChannel = (name, onMessage) => {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  channel.onmessage = (event: MessageEvent) => onMessage(event.data);
  return { post: (message) => channel.postMessage(message), close: () => channel.close() };
};

/** The exam session's effects in a browser tab: real time, localStorage, Web Locks, the API, BroadcastChannel. */
export function browserExamEffects(notify: (event: ExamEvent) => void): ExamEffects {
  const storage = browserStorage();
  return {
    clock: systemClock,
    storage,
    lock: (name) => tabLock(name, storage),
    network: attemptsApi,
    openChannel: openBroadcastChannel,
    signals: windowSignals,
    notify,
  };
}
