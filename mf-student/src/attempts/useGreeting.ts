import { currentUserAtom } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { greetingFor, hasPractised, recalledPractice, rememberPractice } from './greeting';
import { useDashboardStats } from './useDashboardStats';
import { useInProgressAttempts } from './useInProgressAttempts';

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The page heading's greeting, from the lists the dashboard reads anyway (one request each, cached). */
export function useGreeting(name: string): string {
  const userId = useAtomValue(currentUserAtom)?.id;
  const stats = useDashboardStats();
  const inProgress = useInProgressAttempts();
  const practised = hasPractised(stats.data, inProgress.data);
  const [recalled] = useState(() => recalledPractice(storage(), userId));
  useEffect(() => {
    if (practised) rememberPractice(storage(), userId);
  }, [practised, userId]);
  return greetingFor(name, practised ?? recalled);
}
