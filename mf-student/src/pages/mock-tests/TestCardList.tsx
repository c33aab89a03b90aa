import type { LiveMock, Test } from '@ssc/contracts';
import {
  Badge,
  buttonClassName,
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
  EXAM_LABELS,
  useMessages,
} from '@ssc/web-core';
import { Link } from 'react-router-dom';
import { completedLabel, resultNumbers } from '../../format/resultFormat';
import { studentCatalog } from '../../i18n/studentCatalog';
import { ReservedForLiveMock } from './ReservedForLiveMock';
import type { TestProgress } from './testProgress';

const enc = encodeURIComponent;

/** A live mock holding a test, and now on the server's clock. */
export type Reservation = { mock: LiveMock; serverNowMs: number };

/**
 * Spec section 2: Start Test when not completed; score, date, Reattempt and View Results when
 * completed. A test a live mock holds cannot be started or reattempted until its results are
 * out: the card says so and offers the live mock instead.
 */
function TestActions({
  test,
  progress,
  titleId,
  reservation,
}: {
  test: Test;
  progress?: TestProgress;
  titleId: string;
  reservation?: Reservation | undefined;
}) {
  const { _ } = useMessages(studentCatalog);
  const completed = progress?.completed ?? null;
  const live = progress?.live ?? null;
  const viewResults = completed ? (
    <Link
      to={`/test-results/${enc(completed.id)}`}
      className={buttonClassName({ variant: 'outline' })}
      aria-describedby={titleId}
    >
      {_('tests.viewResults')}
    </Link>
  ) : null;

  if (reservation && !live) {
    return (
      <>
        <ReservedForLiveMock
          mock={reservation.mock}
          serverNowMs={reservation.serverNowMs}
          titleId={titleId}
        />
        {viewResults}
      </>
    );
  }
  if (live) {
    return (
      <>
        <Link to={`/test-taking/${enc(live.id)}`} className={buttonClassName()} aria-describedby={titleId}>
          {_('tests.resume')}
        </Link>
        {viewResults}
      </>
    );
  }
  if (completed) {
    return (
      <>
        <Link
          to={`/test/${enc(completed.id)}`}
          className={buttonClassName({ variant: 'secondary' })}
          aria-describedby={titleId}
        >
          {_('tests.reattempt')}
        </Link>
        {viewResults}
      </>
    );
  }
  return (
    <Link
      to={`/test-instructions/${enc(test.id)}`}
      className={buttonClassName({ block: true })}
      aria-describedby={titleId}
    >
      {_('tests.startTest')}
    </Link>
  );
}

function TestCard({
  test,
  progress,
  nowMs,
  reservation,
}: {
  test: Test;
  progress?: TestProgress;
  nowMs: number;
  reservation?: Reservation | undefined;
}) {
  const { _, formatNumber, locale } = useMessages(studentCatalog);
  const titleId = `test-card-${test.id}`;
  const completed = progress?.completed ?? null;
  return (
    <li>
      <Card className="test-card" aria-labelledby={titleId} role="article">
        <CardHeader>
          <div className="row test-card__badges">
            <Badge tone="primary">{EXAM_LABELS[test.examType] ?? test.examType}</Badge>
            {completed ? <Badge tone="success">{_('tests.completed')}</Badge> : null}
            {progress?.live ? <Badge tone="warning">{_('tests.inProgress')}</Badge> : null}
          </div>
          <CardTitle level={3} id={titleId}>
            {test.title}
          </CardTitle>
          {test.description ? <CardDescription>{test.description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="stack">
          <dl className="test-card__facts">
            <div>
              <dt>{_('tests.questions')}</dt>
              <dd>{formatNumber(test.totalQuestions)}</dd>
            </div>
            <div>
              <dt>{_('tests.duration')}</dt>
              <dd>{_('tests.minutes', { minutes: formatNumber(test.durationMinutes) })}</dd>
            </div>
            <div>
              <dt>{_('tests.marks')}</dt>
              <dd>{formatNumber(test.totalMarks)}</dd>
            </div>
          </dl>
          {completed ? (
            <dl className="test-card__result" data-testid="test-card-result">
              <div>
                <dt>{_('tests.yourScore')}</dt>
                <dd>
                  {completed.totalScore === null
                    ? _('tests.scoring')
                    : `${resultNumbers(formatNumber).marks(Number(completed.totalScore))} / ${formatNumber(completed.totalMarks)}`}
                </dd>
              </div>
              <div>
                <dt>{_('tests.submitted')}</dt>
                <dd>
                  <time dateTime={completed.submittedAt}>
                    {completedLabel(completed.submittedAt, nowMs, undefined, locale)}
                  </time>
                </dd>
              </div>
            </dl>
          ) : null}
        </CardContent>
        <CardFooter className="test-card__actions">
          <TestActions test={test} progress={progress} titleId={titleId} reservation={reservation} />
        </CardFooter>
      </Card>
    </li>
  );
}

function reservationOf(
  reserved: { byTest: ReadonlyMap<string, LiveMock>; serverNowMs: number } | undefined,
  testId: string,
): Reservation | undefined {
  const mock = reserved?.byTest.get(testId);
  return mock && reserved ? { mock, serverNowMs: reserved.serverNowMs } : undefined;
}

export function TestCardList({
  tests,
  progress,
  reserved,
}: {
  tests: Test[];
  progress?: ReadonlyMap<string, TestProgress>;
  /** Tests a live mock holds (live-mocks/liveMockPhase.ts `reservingMocks`). */
  reserved?: { byTest: ReadonlyMap<string, LiveMock>; serverNowMs: number };
}) {
  const { _ } = useMessages(studentCatalog);
  if (tests.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{_('tests.none.title')}</p>
        <p>{_('tests.none.body')}</p>
      </div>
    );
  }
  const now = Date.now();
  return (
    <ul className="grid test-cards" aria-label={_('tests.list')}>
      {tests.map((test) => (
        <TestCard
          key={test.id}
          test={test}
          progress={progress?.get(test.id)}
          nowMs={now}
          reservation={reservationOf(reserved, test.id)}
        />
      ))}
    </ul>
  );
}
