import {
  Button,
  buttonClassName,
  Card,
  CardContent,
  currentUserAtom,
  isHttpError,
  Spinner,
} from '@ssc/web-core';
import { resultsReleaseAt, resultsServerNow } from '@ssc/web-core/live-mocks';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ResultsWithheld } from '../../live-mocks/ResultsWithheld';
import { useBackGoesTo } from '../../navigation/useBackGoesTo';
import { SolutionsView } from './SolutionsView';
import './solutions.css';
import { useSolutionsQuery } from './useSolutions';

function NoSolutions({ resultsPath }: { resultsPath: string }) {
  return (
    <div className="container page">
      <Card>
        <CardContent className="centered-state">
          <h1 className="centered-state__title">No Solutions Available</h1>
          <p className="text-muted">Solutions for this test attempt are not available</p>
          <Link to={resultsPath} className={buttonClassName({ variant: 'outline' })}>
            Back to Results
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

/** /test-solutions/{attemptId} (spec section 2); Back returns to the results. */
export default function TestSolutionsPage() {
  const { attemptId = '' } = useParams();
  const user = useAtomValue(currentUserAtom);
  const query = useSolutionsQuery(attemptId);
  const resultsPath = `/test-results/${encodeURIComponent(attemptId)}`;
  useBackGoesTo(resultsPath);
  const releaseAt = resultsReleaseAt(query.error);
  const { refetch } = query;
  const refetchSolutions = useCallback(() => void refetch(), [refetch]);

  if (!user) return <LoginPrompt message="You need to login to view solutions" />;
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label="Loading solutions..." />;
  if (releaseAt) {
    return (
      <ResultsWithheld
        releaseAt={releaseAt}
        what="Solutions"
        onRelease={refetchSolutions}
        asOf={query.errorUpdatedAt}
        serverNow={resultsServerNow(query.error)}
        backTo={{ path: resultsPath, label: 'Back to Results' }}
      />
    );
  }
  if (query.error && !(isHttpError(query.error) && query.error.status === 404)) {
    return (
      <div className="centered-state" role="alert">
        <p>We could not load the solutions.</p>
        <Button onClick={() => query.refetch()}>Try again</Button>
      </div>
    );
  }
  const data = query.data;
  if (!data || data.solutions.length === 0) return <NoSolutions resultsPath={resultsPath} />;
  return <SolutionsView data={data} resultsPath={resultsPath} />;
}
