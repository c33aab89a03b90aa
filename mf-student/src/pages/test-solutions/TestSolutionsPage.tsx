import {
  Button,
  buttonClassName,
  Card,
  CardContent,
  currentUserAtom,
  isHttpError,
  Spinner,
  useMessages,
} from '@ssc/web-core';
import { resultsReleaseAt, resultsServerNow } from '@ssc/web-core/live-mocks';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoginPrompt } from '../../components/LoginPrompt';
import { ResultsWithheld } from '../../live-mocks/ResultsWithheld';
import { useBackGoesTo } from '../../navigation/useBackGoesTo';
import { SolutionsView } from './SolutionsView';
import { solutionsCatalog } from './solutionsCatalog';
import './solutions.css';
import { useSolutionsQuery } from './useSolutions';

function NoSolutions({ resultsPath }: { resultsPath: string }) {
  const { _ } = useMessages(solutionsCatalog);
  return (
    <div className="container page">
      <Card>
        <CardContent className="centered-state">
          <h1 className="centered-state__title">{_('solutions.none.title')}</h1>
          <p className="text-muted">{_('solutions.none.body')}</p>
          <Link to={resultsPath} className={buttonClassName({ variant: 'outline' })}>
            {_('solutions.backToResults')}
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

/** /test-solutions/{attemptId} (spec section 2); Back returns to the results. */
export default function TestSolutionsPage() {
  const { attemptId = '' } = useParams();
  const { _ } = useMessages(solutionsCatalog);
  const user = useAtomValue(currentUserAtom);
  const query = useSolutionsQuery(attemptId);
  const resultsPath = `/test-results/${encodeURIComponent(attemptId)}`;
  useBackGoesTo(resultsPath);
  const releaseAt = resultsReleaseAt(query.error);
  const { refetch } = query;
  const refetchSolutions = useCallback(() => void refetch(), [refetch]);

  if (!user) return <LoginPrompt message={_('solutions.loginPrompt')} />;
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label={_('solutions.loading')} />;
  if (releaseAt) {
    return (
      <ResultsWithheld
        releaseAt={releaseAt}
        what={_('results.solutions')}
        onRelease={refetchSolutions}
        asOf={query.errorUpdatedAt}
        serverNow={resultsServerNow(query.error)}
        backTo={{ path: resultsPath, label: _('solutions.backToResults') }}
      />
    );
  }
  if (query.error && !(isHttpError(query.error) && query.error.status === 404)) {
    return (
      <div className="centered-state" role="alert">
        <p>{_('solutions.failed')}</p>
        <Button onClick={() => query.refetch()}>{_('results.tryAgain')}</Button>
      </div>
    );
  }
  const data = query.data;
  if (!data || data.solutions.length === 0) return <NoSolutions resultsPath={resultsPath} />;
  return <SolutionsView data={data} resultsPath={resultsPath} />;
}
