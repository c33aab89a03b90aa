import type { Leaderboard, LeaderboardEntry } from '@ssc/contracts';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  currentUserAtom,
  isHttpError,
  queryKeys,
  Spinner,
  useMessages,
} from '@ssc/web-core';
import { liveMocksApi, resultsReleaseAt } from '@ssc/web-core/live-mocks';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { studentCatalog } from '../i18n/studentCatalog';
import './liveMocks.css';

function Row({ entry, me }: { entry: LeaderboardEntry; me: boolean }) {
  const { _, formatNumber } = useMessages(studentCatalog);
  return (
    <tr className={me ? 'leaderboard__row--me' : undefined} aria-current={me ? 'true' : undefined}>
      <td>{formatNumber(entry.rank)}</td>
      <td className="leaderboard__name">
        {entry.displayName}
        {me ? <span className="visually-hidden"> {_('results.predictor.you')}</span> : null}
      </td>
      <td>{formatNumber(entry.score, { maximumFractionDigits: 2 })}</td>
      <td>{formatNumber(entry.percentile, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}</td>
    </tr>
  );
}

/** The top entries, and the student's own place highlighted (added below when outside the top). */
export function LeaderboardTable({ board }: { board: Leaderboard }) {
  const { _, formatNumber } = useMessages(studentCatalog);
  const mine = board.me;
  const meInTop =
    mine !== null && board.top.some((e) => e.rank === mine.rank && e.displayName === mine.displayName);
  return (
    <div className="table-wrap">
      <table className="leaderboard__table">
        <caption className="visually-hidden">
          {_('liveMock.leaderboard.caption', {
            count: board.totalTakers,
            takers: formatNumber(board.totalTakers),
          })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{_('results.tile.rank')}</th>
            <th scope="col">{_('liveMock.leaderboard.name')}</th>
            <th scope="col">{_('results.tile.score')}</th>
            <th scope="col">{_('results.tile.percentile')}</th>
          </tr>
        </thead>
        <tbody>
          {board.top.map((entry) => (
            <Row
              key={`${entry.rank}-${entry.displayName}`}
              entry={entry}
              me={meInTop && entry.rank === mine?.rank && entry.displayName === mine.displayName}
            />
          ))}
          {mine && !meInTop ? <Row entry={mine} me /> : null}
        </tbody>
      </table>
    </div>
  );
}

/** GET /api/live-mocks/{id}/leaderboard; asked only once the results are released. */
export function useLeaderboard(liveMockId: string | null, enabled = true) {
  const user = useAtomValue(currentUserAtom);
  return useQuery({
    queryKey: queryKeys.liveMocks.leaderboard(liveMockId ?? ''),
    queryFn: ({ signal }) => liveMocksApi.leaderboard(liveMockId ?? '', 10, signal),
    enabled: enabled && user !== null && !!liveMockId,
    retry: (failureCount, error) =>
      !(isHttpError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    meta: { silent: true },
  });
}

/** The Leaderboard card of a live mock (results page, the closed waiting room). */
export function LeaderboardCard({ liveMockId }: { liveMockId: string }) {
  const { _ } = useMessages(studentCatalog);
  const query = useLeaderboard(liveMockId);
  const releaseAt = resultsReleaseAt(query.error);
  return (
    <Card aria-labelledby="leaderboard-title">
      <CardHeader>
        <CardTitle id="leaderboard-title">{_('liveMock.leaderboard')}</CardTitle>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <LeaderboardTable board={query.data} />
        ) : query.isPending && query.fetchStatus !== 'idle' ? (
          <Spinner label={_('liveMock.leaderboard.loading')} />
        ) : releaseAt ? (
          <p className="text-muted">{_('liveMock.leaderboard.withheld')}</p>
        ) : (
          <p className="text-muted">{_('liveMock.leaderboard.failed')}</p>
        )}
      </CardContent>
    </Card>
  );
}
