import { currentUserAtom, useMessages } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { studentCatalog } from '../i18n/studentCatalog';
import { greetingFor, hasPractised, recalledPractice, rememberPractice } from './greeting';
import { useDashboardStats } from './useDashboardStats';
import { useInProgressAttempts } from './useInProgressAttempts';

const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The page's heading: "Welcome back, {name}!" or, for a student who has not practised yet,
 * "Welcome, {name}!", from the lists the dashboard reads anyway (one request each, cached), or
 * at once on a device that has seen the student practise. Until it knows, the heading keeps the
 * longer greeting's place without showing it: no greeting is shown that may turn out wrong, and
 * the page below does not move when it turns right (a "Welcome" that became "Welcome back" and
 * wrapped to a second line moved the dashboard by 33 px: Lighthouse CLS 0.03).
 */
export function GreetingHeading({ name }: { name: string }) {
  const userId = useAtomValue(currentUserAtom)?.id;
  const { _ } = useMessages(studentCatalog);
  const stats = useDashboardStats();
  const inProgress = useInProgressAttempts();
  const practised = hasPractised(stats.data, inProgress.data);
  const [recalled] = useState(() => recalledPractice(storage(), userId));
  useEffect(() => {
    if (practised) rememberPractice(storage(), userId);
  }, [practised, userId]);
  // Should a list fail to load, the plain greeting rather than none.
  const known = practised ?? recalled ?? (stats.isError || inProgress.isError ? false : undefined);
  return (
    <h1 className="page__title">
      {known === undefined ? (
        <span style={{ visibility: 'hidden' }}>{_(greetingFor(true), { name })}</span>
      ) : (
        _(greetingFor(known), { name })
      )}
    </h1>
  );
}
