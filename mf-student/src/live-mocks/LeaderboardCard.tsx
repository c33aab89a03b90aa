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
} from '@ssc/web-core';
import { liveMocksApi, resultsReleaseAt } from '@ssc/web-core/live-mocks';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import './liveMocks.css';

function Row({ entry, me }: { entry: LeaderboardEntry; me: boolean }) {
  return (
    <tr className={me ? 'leaderboard__row--me' : undefined} aria-current={me ? 'true' : undefined}>
      <td>{entry.rank}</td>
      <td className="leaderboard__name">
        {entry.displayName}
        {me ? <span className="visually-hidden"> (you)</span> : null}
      </td>
      <td>{entry.score}</td>
      <td>{entry.percentile.toFixed(1)}</td>
    </tr>
  );
}

/** The top entries, and the student's own place highlighted (added below when outside the top). */
export function LeaderboardTable({ board }: { board: Leaderboard }) {
  const mine = board.me;
  const meInTop =
    mine !== null && board.top.some((e) => e.rank === mine.rank && e.displayName === mine.displayName);
  return (
    <div className="table-wrap">
      <table className="leaderboard__table">
        <caption className="visually-hidden">Live mock leaderboard, {board.totalTakers} live takers</caption>
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <th scope="col">Name</th>
            <th scope="col">Score</th>
            <th scope="col">Percentile</th>
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
  const query = useLeaderboard(liveMockId);
  const releaseAt = resultsReleaseAt(query.error);
  return (
    <Card aria-labelledby="leaderboard-title">
      <CardHeader>
        <CardTitle id="leaderboard-title">Leaderboard</CardTitle>
      </CardHeader>
      <CardContent>
        {query.data ? (
          <LeaderboardTable board={query.data} />
        ) : query.isPending && query.fetchStatus !== 'idle' ? (
          <Spinner label="Loading leaderboard..." />
        ) : releaseAt ? (
          <p className="text-muted">The leaderboard appears when the results are released.</p>
        ) : (
          <p className="text-muted">The leaderboard could not be loaded.</p>
        )}
      </CardContent>
    </Card>
  );
}
