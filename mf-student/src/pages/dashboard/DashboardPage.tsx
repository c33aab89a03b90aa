import { currentUserAtom, handleApiError, isHttpError, useMessages, useProfileQuery } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { BannerCarousel } from './BannerCarousel';
import './dashboard.css';
import { GreetingHeading } from '../../attempts/GreetingHeading';
import { useDashboardStats } from '../../attempts/useDashboardStats';
import { useInProgressAttempts } from '../../attempts/useInProgressAttempts';
import { studentCatalog } from '../../i18n/studentCatalog';
import { LiveMocksSection } from '../../live-mocks/LiveMocksSection';
import { ExamChooser } from './ExamChooser';
import { MistakeDeckCard } from './MistakeDeckCard';
import { QuickActions } from './QuickActions';
import { RecentTests } from './RecentTests';
import { ResumeList } from './ResumeList';
import { StatCards } from './StatCards';
import { useBackButtonTrap } from './useBackButtonTrap';

/** /dashboard (spec section 2). */
export default function DashboardPage() {
  useBackButtonTrap();
  const { _ } = useMessages(studentCatalog);
  const user = useAtomValue(currentUserAtom);
  const { data: profile } = useProfileQuery();
  const name = profile?.displayName || user?.user_metadata.display_name || _('dashboard.studentFallback');
  const stats = useDashboardStats();
  const inProgress = useInProgressAttempts();

  // The lists show their own errors; an expired session still signs out.
  const expired = [stats.error, inProgress.error].find((e) => isHttpError(e) && e.status === 401);
  useEffect(() => {
    if (expired) handleApiError(expired);
  }, [expired]);

  return (
    <div className="container page dashboard">
      <header className="page__header">
        <GreetingHeading name={name} />
        <p className="page__subtitle">{_('dashboard.subtitle')}</p>
      </header>
      <BannerCarousel />
      <ExamChooser />
      <LiveMocksSection />
      <StatCards stats={stats.data} failed={stats.isError && !stats.data} />
      <div className="dashboard__lists">
        <div className="stack">
          <ResumeList
            attempts={inProgress.data}
            loading={inProgress.isPending && inProgress.fetchStatus !== 'idle'}
            failed={inProgress.isError && !inProgress.data}
            onRetry={() => void inProgress.refetch()}
          />
          <RecentTests
            recent={stats.data?.recentAttempts}
            loading={stats.isPending && stats.fetchStatus !== 'idle'}
            failed={stats.isError && !stats.data}
            onRetry={() => void stats.refetch()}
          />
        </div>
        <div className="stack">
          <MistakeDeckCard />
          <QuickActions />
        </div>
      </div>
    </div>
  );
}
