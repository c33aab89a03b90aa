import {
  buttonClassName,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  currentUserAtom,
  useProfileQuery,
} from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { useBackButtonTrap } from './useBackButtonTrap';

export default function DashboardPage() {
  useBackButtonTrap();
  const user = useAtomValue(currentUserAtom);
  const { data: profile } = useProfileQuery();
  const name = profile?.displayName || user?.user_metadata.display_name || 'Student';

  return (
    <div className="container page">
      <header className="page__header">
        <h1 className="page__title">Welcome back, {name}!</h1>
        <p className="page__subtitle">Ready to continue your SSC preparation?</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>Your practice hub</CardTitle>
          <CardDescription>
            Test statistics, tests to resume and recent results will appear here once the mock test catalogue
            is live.
          </CardDescription>
        </CardHeader>
        <CardContent className="row">
          <Link to="/tests" className={buttonClassName()}>
            Browse Mock Tests
          </Link>
          <Link to="/profile" className={buttonClassName({ variant: 'outline' })}>
            Complete your profile
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
