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
import { removeEarlyResult } from '@ssc/web-core/early';
import { resultsReleaseAt, resultsServerNow } from '@ssc/web-core/live-mocks';
import { isResultProcessing } from '@ssc/web-core/page-api';
import { useAtomValue } from 'jotai';
import { useCallback, useLayoutEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoginPrompt } from '../../components/LoginPrompt';
import { LeaderboardCard } from '../../live-mocks/LeaderboardCard';
import { ResultsWithheld } from '../../live-mocks/ResultsWithheld';
import { useAwaitNormalisation } from '../../live-mocks/useAwaitNormalisation';
import { useLiveAttemptRef } from '../../live-mocks/useLiveAttemptRef';
import { useBackGoesTo } from '../../navigation/useBackGoesTo';
import { AnalysisCard } from './AnalysisCard';
import { CbtStatesCard } from './CbtStatesCard';
import { NormalisedScoreCard } from './NormalisedScoreCard';
import { QuestionAnalysis } from './QuestionAnalysis';
import { RankPredictorCard } from './RankPredictorCard';
import { ResultHeader } from './ResultHeader';
import { resultsCatalog } from './resultsCatalog';
import './results.css';
import { useResultQuery } from '../../attempts/useResultQuery';
import { RevisionNotice } from './RevisionNotice';
import { SectionalSummary } from './SectionalSummary';
import { SectionTimesCard } from './SectionTimesCard';
import { PerformanceCard, TopRankersCard } from './StandingCards';
import { SummaryTiles } from './SummaryTiles';

function ResultState({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  const { _ } = useMessages(resultsCatalog);
  return (
    <div className="container page">
      <Card>
        <CardContent className="centered-state" role={onRetry ? 'alert' : undefined}>
          <h1 className="centered-state__title">{title}</h1>
          <p className="text-muted">{message}</p>
          <div className="row">
            {onRetry ? <Button onClick={onRetry}>{_('results.tryAgain')}</Button> : null}
            <Link to="/dashboard" className={buttonClassName({ variant: onRetry ? 'outline' : 'primary' })}>
              {_('results.goToDashboard')}
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

/** /test-results/{attemptId} (spec section 2): "Loading results..." until scored, then the report. */
export default function TestResultsPage() {
  const { attemptId = '' } = useParams();
  const { _ } = useMessages(resultsCatalog);
  const user = useAtomValue(currentUserAtom);
  const query = useResultQuery(attemptId);
  useBackGoesTo('/dashboard');
  const scored = !!query.data && !isResultProcessing(query.data);
  const live = useLiveAttemptRef(attemptId, scored).data ?? null;
  const releaseAt = resultsReleaseAt(query.error);
  const { refetch } = query;
  const refetchResult = useCallback(() => void refetch(), [refetch]);
  // A shift's own result until its group is normalised: read it again until it is.
  const normalised = !!query.data && !isResultProcessing(query.data) && !!query.data.normalised;
  useAwaitNormalisation(scored && !!live?.shiftGroup && !normalised, refetchResult);
  // Once this page shows more than its spinner, the header index.html's start script painted (a
  // scored result opened cold) goes, in the same commit as this page's own.
  const shown = scored || !!query.error || (isResultProcessing(query.data) && query.data.delayed);
  useLayoutEffect(() => {
    if (shown) removeEarlyResult();
  }, [shown]);

  if (!user) return <LoginPrompt message={_('results.loginPrompt')} />;
  const body = query.data;
  if (!body || isResultProcessing(body)) {
    if (query.error) {
      // A live mock before its release: when the results appear, and no error.
      if (releaseAt)
        return (
          <ResultsWithheld
            releaseAt={releaseAt}
            what={_('results.withheldWhat')}
            onRelease={refetchResult}
            asOf={query.errorUpdatedAt}
            serverNow={resultsServerNow(query.error)}
          />
        );
      if (isHttpError(query.error) && query.error.status === 404) {
        return <ResultState title={_('results.notFound.title')} message={_('results.notFound.body')} />;
      }
      return (
        <ResultState
          title={_('results.failed.title')}
          message={_('results.failed.body')}
          onRetry={() => void query.refetch()}
        />
      );
    }
    if (body?.delayed) {
      return <ResultState title={_('results.delayed.title')} message={_('results.delayed.body')} />;
    }
    return <Spinner label={_('results.loading')} />;
  }

  return (
    <div className="container page results-page">
      <ResultHeader result={body} nowMs={Date.now()} />
      <RevisionNotice result={body} />
      <SummaryTiles result={body} live={live !== null} />
      <div className="results-layout">
        <div className="stack">
          <SectionalSummary sections={body.sections} />
          <QuestionAnalysis result={body} />
          <CbtStatesCard result={body} />
          <SectionTimesCard result={body} />
          <AnalysisCard result={body} />
          <RankPredictorCard result={body} />
        </div>
        <div className="stack">
          <NormalisedScoreCard result={body} />
          <PerformanceCard result={body} />
          {live ? <LeaderboardCard liveMockId={live.liveMockId} /> : <TopRankersCard result={body} />}
        </div>
      </div>
    </div>
  );
}
