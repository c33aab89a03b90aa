import { Button, currentUserAtom, Spinner, useProfileQuery } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { LoginPrompt } from '../../components/LoginPrompt';
import { CompensatoryTimeCard } from './CompensatoryTimeCard';
import { PersonalInfoCard } from './PersonalInfoCard';
import './profile.css';
import { ProfileSummaryCard } from './ProfileSummaryCard';

export default function ProfilePage() {
  const user = useAtomValue(currentUserAtom);
  const profile = useProfileQuery();

  if (!user) return <LoginPrompt message="You need to login to view your profile" />;
  if (profile.isPending) return <Spinner label="Loading profile..." />;
  if (profile.isError) {
    return (
      <div className="centered-state" role="alert">
        <p>We could not load your profile.</p>
        <Button onClick={() => profile.refetch()}>Try again</Button>
      </div>
    );
  }

  return (
    <div className="container page">
      <header className="page__header">
        <h1 className="page__title">My Profile</h1>
        <p className="page__subtitle">Manage your personal details and exam preferences.</p>
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
