import { Card, CardContent, CardDescription, CardHeader, currentUserAtom, useMessages } from '@ssc/web-core';
import { Tabs } from '@ssc/web-core/tabs';
import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { studentCatalog } from '../../i18n/studentCatalog';
import './auth.css';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { homePathFor } from './homePathFor';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { VerifyEmail } from './VerifyEmail';

/**
 * /auth (sign in or up), /auth/forgot (ask for a reset link), /auth/reset (the link's page) and
 * /auth/verify (an email-verification link's page).
 */
export default function AuthPage() {
  const user = useAtomValue(currentUserAtom);
  const { pathname } = useLocation();
  const { _ } = useMessages(studentCatalog);
  const page = pathname.replace(/\/+$/, '');

  // A reset link works on a device that is signed in too: the new password ends every session.
  if (page === '/auth/reset') {
    return (
      <AuthCard title={_('auth.resetTitle')} description={_('auth.resetDescription')}>
        <ResetPasswordForm />
      </AuthCard>
    );
  }
  // A verification link works signed in or out: the token alone names the account.
  if (page === '/auth/verify') return <VerifyEmailCard />;
  // Already signed in (or just signed in): go where this role belongs.
  if (user) return <Navigate to={homePathFor(user)} replace />;
  if (page === '/auth/forgot') {
    return (
      <AuthCard title={_('auth.forgotTitle')} description={_('auth.forgotDescription')}>
        <ForgotPasswordForm />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={_('auth.welcomeTitle')} description={_('auth.welcomeDescription')}>
      <Tabs
        label={_('auth.tabs')}
        items={[
          { value: 'signin', label: _('auth.signIn'), content: <SignInForm /> },
          { value: 'signup', label: _('auth.signUp'), content: <SignUpForm /> },
        ]}
      />
    </AuthCard>
  );
}

function VerifyEmailCard() {
  const { _ } = useMessages(studentCatalog);
  return (
    <AuthCard title={_('verify.page.title')} description={_('verify.page.description')}>
      <VerifyEmail />
    </AuthCard>
  );
}

function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <div className="auth">
      <Card className="auth__card">
        <CardHeader>
          <h1 className="card__title">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
