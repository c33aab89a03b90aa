import { buttonClassName, Card, CardContent } from '@ssc/web-core';
import { Link, useLocation } from 'react-router-dom';

const TITLES: Array<[prefix: string, title: string]> = [
  ['/tests', 'Mock Tests'],
  ['/test-instructions', 'Test Instructions'],
  ['/test-taking', 'Test'],
  ['/test/', 'Test'],
  ['/test-results', 'Test Results'],
  ['/test-solutions', 'Solutions'],
];

/** Placeholder for the test flow pages, which later issues build; keeps their routes reachable and protected. */
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const title = TITLES.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? 'This page';
  return (
    <div className="container page">
      <Card>
        <CardContent className="centered-state">
          <span className="badge badge--primary">Coming soon</span>
          <h1 className="centered-state__title">{title}</h1>
          <p className="text-muted">This part of SSC Mock is being built and will be available soon.</p>
          <Link to="/dashboard" className={buttonClassName({ variant: 'outline' })}>
            Back to Dashboard
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}
