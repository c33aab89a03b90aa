import type { AdminStats } from '@ssc/contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  SECTION_LABELS,
  TEST_TYPE_LABELS,
} from '@ssc/web-core';

const label = (labels: Record<string, string>, key: string) => labels[key] ?? key;

function Counts({
  title,
  counts,
  labels,
}: {
  title: string;
  counts: Record<string, number>;
  labels: Record<string, string>;
}) {
  const entries = Object.entries(counts).sort(([, a], [, b]) => b - a);
  return (
    <div>
      <h3 className="label">{title}</h3>
      {entries.length === 0 ? (
        <p className="text-muted">None yet</p>
      ) : (
        <dl className="count-list">
          {entries.map(([key, count]) => (
            <div key={key}>
              <dt>{label(labels, key)}</dt>
              <dd>{count}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

export function ContentCard({ stats }: { stats: AdminStats }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Content</CardTitle>
        <CardDescription>
          {stats.tests.total} tests, {stats.questions.total} questions
          {stats.users ? `, ${stats.users.total} users` : ''}
          {stats.attempts ? `, ${stats.attempts.total} attempts` : ''}.
        </CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <Counts title="Tests by type" counts={stats.tests.byType} labels={TEST_TYPE_LABELS} />
        <Counts title="Questions by section" counts={stats.questions.bySection} labels={SECTION_LABELS} />
      </CardContent>
    </Card>
  );
}
