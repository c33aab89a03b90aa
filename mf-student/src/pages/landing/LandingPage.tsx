import { buttonClassName, Card, currentUserAtom, useMessages, useProfileQuery } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { GreetingHeading } from '../../attempts/GreetingHeading';
import { studentCatalog } from '../../i18n/studentCatalog';
import './landing.css';
import { LandingIcon } from './LandingIcon';
import { FEATURES, TEST_TYPES } from './landingContent';

function TestTypeGrid({ linked }: { linked: boolean }) {
  const { _ } = useMessages(studentCatalog);
  return (
    <ul className="landing__grid landing__grid--types">
      {TEST_TYPES.map((type) => {
        const body = (
          <>
            <LandingIcon name={type.icon} />
            <h3 className="landing__card-title">{_(type.title)}</h3>
            <p className="landing__count">{_(type.count)}</p>
            <p className="text-muted">{_(type.description)}</p>
          </>
        );
        return (
          <li key={type.id}>
            {linked ? (
              <Link to="/tests" className="card card--link landing__card">
                {body}
              </Link>
            ) : (
              <Card className="landing__card">{body}</Card>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function SignedInLanding({ name }: { name: string }) {
  const { _ } = useMessages(studentCatalog);
  return (
    <div className="container page">
      <header className="page__header">
        <GreetingHeading name={name} />
        <p className="page__subtitle">{_('landing.signedInSubtitle')}</p>
      </header>
      <section aria-label={_('landing.testTypes')}>
        <TestTypeGrid linked />
      </section>
    </div>
  );
}

function SignedOutLanding() {
  const { _ } = useMessages(studentCatalog);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="badge badge--primary">{_('landing.badge')}</p>
          <h1 id="hero-title" className="hero__title">
            {_('landing.heroTitle')}
          </h1>
          <p className="hero__lead">{_('landing.heroLead')}</p>
          <div className="row">
            <Link to="/auth" className={buttonClassName({ size: 'lg' })}>
              {_('landing.startFree')}
            </Link>
          </div>
        </div>
      </section>

      <section className="container page landing__section" aria-labelledby="types-title">
        <h2 id="types-title" className="landing__heading">
          {_('landing.typesTitle')}
        </h2>
        <TestTypeGrid linked={false} />
      </section>

      <section className="container landing__section" aria-labelledby="features-title">
        <h2 id="features-title" className="landing__heading">
          {_('landing.featuresTitle')}
        </h2>
        <ul className="landing__grid landing__grid--features">
          {FEATURES.map((feature) => (
            <li key={feature.id} className="feature">
              <LandingIcon name={feature.icon} />
              <h3 className="landing__card-title">{_(feature.title)}</h3>
              <p className="text-muted">{_(feature.description)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container page" aria-labelledby="cta-title">
        <div className="cta">
          <h2 id="cta-title">{_('landing.ctaTitle')}</h2>
          <p>{_('landing.ctaBody')}</p>
          <Link to="/auth" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
            {_('landing.getStarted')}
          </Link>
        </div>
      </section>
    </>
  );
}

export default function LandingPage() {
  const user = useAtomValue(currentUserAtom);
  const { data: profile } = useProfileQuery();
  const { _ } = useMessages(studentCatalog);
  if (!user) return <SignedOutLanding />;
  return (
    <SignedInLanding
      name={profile?.displayName || user.user_metadata.display_name || _('dashboard.studentFallback')}
    />
  );
}
