import { buttonClassName, Card, currentUserAtom, useProfileQuery } from '@ssc/web-core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { GreetingHeading } from '../../attempts/GreetingHeading';
import './landing.css';
import { LandingIcon } from './LandingIcon';
import { FEATURES, TEST_TYPES } from './landingContent';

function TestTypeGrid({ linked }: { linked: boolean }) {
  return (
    <ul className="landing__grid landing__grid--types">
      {TEST_TYPES.map((type) => {
        const body = (
          <>
            <LandingIcon name={type.icon} />
            <h3 className="landing__card-title">{type.title}</h3>
            <p className="landing__count">{type.count}</p>
            <p className="text-muted">{type.description}</p>
          </>
        );
        return (
          <li key={type.title}>
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
  return (
    <div className="container page">
      <header className="page__header">
        <GreetingHeading name={name} />
        <p className="page__subtitle">Pick a test type and keep your preparation on track.</p>
      </header>
      <section aria-label="Test types">
        <TestTypeGrid linked />
      </section>
    </div>
  );
}

function SignedOutLanding() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <p className="badge badge--primary">SSC CGL · CHSL · MTS</p>
          <h1 id="hero-title" className="hero__title">
            Crack your SSC exam with realistic mock tests
          </h1>
          <p className="hero__lead">
            Timed tests in English and Hindi, instant results, detailed solutions and a dashboard that tracks
            your progress. Join 50,000+ aspirants practising every day.
          </p>
          <div className="row">
            <Link to="/auth" className={buttonClassName({ size: 'lg' })}>
              Start practising free
            </Link>
          </div>
        </div>
      </section>

      <section className="container page landing__section" aria-labelledby="types-title">
        <h2 id="types-title" className="landing__heading">
          Tests for every stage of preparation
        </h2>
        <TestTypeGrid linked={false} />
      </section>

      <section className="container landing__section" aria-labelledby="features-title">
        <h2 id="features-title" className="landing__heading">
          Why aspirants choose SSC Mock
        </h2>
        <ul className="landing__grid landing__grid--features">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="feature">
              <LandingIcon name={feature.icon} />
              <h3 className="landing__card-title">{feature.title}</h3>
              <p className="text-muted">{feature.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container page" aria-labelledby="cta-title">
        <div className="cta">
          <h2 id="cta-title">Ready to start your preparation?</h2>
          <p>Create a free account and take your first mock test in minutes.</p>
          <Link to="/auth" className={buttonClassName({ variant: 'outline', size: 'lg' })}>
            Get Started Now
          </Link>
        </div>
      </section>
    </>
  );
}

export default function LandingPage() {
  const user = useAtomValue(currentUserAtom);
  const { data: profile } = useProfileQuery();
  if (!user) return <SignedOutLanding />;
  return <SignedInLanding name={profile?.displayName || user.user_metadata.display_name || 'Student'} />;
}
