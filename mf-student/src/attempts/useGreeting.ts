import { greetingFor, hasPractised } from './greeting';
import { useDashboardStats } from './useDashboardStats';
import { useInProgressAttempts } from './useInProgressAttempts';

/** The page heading's greeting, from the lists the dashboard reads anyway (one request each, cached). */
export function useGreeting(name: string): string {
  const stats = useDashboardStats();
  const inProgress = useInProgressAttempts();
  return greetingFor(name, hasPractised(stats.data, inProgress.data));
}
