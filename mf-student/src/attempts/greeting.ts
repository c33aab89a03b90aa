import type { AttemptSummary, DashboardStats } from '@ssc/contracts';

/**
 * Whether the student has started a test before: attempts in progress or finished. Undefined
 * while either list is still unknown.
 */
export function hasPractised(
  stats: Pick<DashboardStats, 'attemptCounts' | 'recentAttempts'> | undefined,
  inProgress: readonly AttemptSummary[] | undefined,
): boolean | undefined {
  if (stats && (stats.recentAttempts.length > 0 || Object.values(stats.attemptCounts).some((n) => n > 0))) {
    return true;
  }
  if (inProgress && inProgress.length > 0) return true;
  return stats && inProgress ? false : undefined;
}

/**
 * "Welcome back" only for a student who has been here to practise: a new account (or one whose
 * lists are still loading) is greeted plainly, never told it is back on its first visit.
 * The message id: "Welcome back, {name}!" or "Welcome, {name}!" in the student catalog.
 */
export function greetingFor(practised: boolean | undefined): 'greeting.welcomeBack' | 'greeting.welcome' {
  return practised ? 'greeting.welcomeBack' : 'greeting.welcome';
}

type KeyStore = Pick<Storage, 'getItem' | 'setItem'>;

/** Where this device remembers that a student has practised: once true, it never becomes untrue. */
const practisedKey = (userId: string) => `ssc.practised.${userId}`;

/**
 * What this device knows of the student before the lists arrive: true once it has seen them
 * practise, so a returning student is welcomed back from the first frame instead of being
 * greeted as new until the lists load.
 */
export function recalledPractice(
  storage: KeyStore | undefined,
  userId: string | undefined,
): boolean | undefined {
  try {
    return userId && storage?.getItem(practisedKey(userId)) === '1' ? true : undefined;
  } catch {
    return undefined;
  }
}

export function rememberPractice(storage: KeyStore | undefined, userId: string | undefined): void {
  try {
    if (userId) storage?.setItem(practisedKey(userId), '1');
  } catch {
    // Private mode or a full store: the greeting only waits for the lists, as before.
  }
}
