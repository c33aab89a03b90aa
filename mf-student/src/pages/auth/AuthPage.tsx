import { Card, CardContent, CardDescription, CardHeader, currentUserAtom } from '@ssc/web-core';
import { Tabs } from '@ssc/web-core/tabs';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import './auth.css';
import { homePathFor } from './homePathFor';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

export default function AuthPage() {
  const user = useAtomValue(currentUserAtom);
  // Already signed in (or just signed in): go where this role belongs.
  if (user) return <Navigate to={homePathFor(user)} replace />;

  return (
    <div className="auth">
      <Card className="auth__card">
        <CardHeader>
          <h1 className="card__title">Welcome to SSC Mock</h1>
          <CardDescription>Sign in to continue, or create a free account.</CardDescription>
        </CardHeader>
        <CardContent>
          <Tabs
            label="Sign in or sign up"
            items={[
              { value: 'signin', label: 'Sign In', content: <SignInForm /> },
              { value: 'signup', label: 'Sign Up', content: <SignUpForm /> },
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}
