import { Button, currentUserAtom, Spinner, useMessages, useProfileQuery } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { LoginPrompt } from '../../components/LoginPrompt';
import { CompensatoryTimeCard } from './CompensatoryTimeCard';
import { PersonalInfoCard } from './PersonalInfoCard';
import { profileCatalog } from './profileCatalog';
import './profile.css';
import { ProfileSummaryCard } from './ProfileSummaryCard';

export default function ProfilePage() {
  const user = useAtomValue(currentUserAtom);
  const profile = useProfileQuery();
  const { _ } = useMessages(profileCatalog);

  if (!user) return <LoginPrompt message={_('profile.loginNeeded')} />;
  if (profile.isPending) return <Spinner label={_('profile.loading')} />;
  if (profile.isError) {
    return (
      <div className="centered-state" role="alert">
        <p>{_('profile.loadFailed')}</p>
        <Button onClick={() => profile.refetch()}>{_('profile.tryAgain')}</Button>
      </div>
    );
  }

  return (
    <div className="container page">
      <header className="page__header">
        <h1 className="page__title">{_('profile.title')}</h1>
        <p className="page__subtitle">{_('profile.subtitle')}</p>
      </header>
      <div className="profile-layout">
        <ProfileSummaryCard profile={profile.data} />
        <div className="profile-main">
          <PersonalInfoCard profile={profile.data} />
          <CompensatoryTimeCard profile={profile.data} />
        </div>
      </div>
    </div>
  );
}
