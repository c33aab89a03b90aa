import type { AdminStats } from '@ssc/contracts';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  SECTION_LABELS,
  TEST_TYPES,
  useMessages,
} from '@ssc/web-core';
import { adminCatalog } from '../i18n/adminCatalog';

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
  const { _, formatNumber } = useMessages(adminCatalog);
  const entries = Object.entries(counts).sort(([, a], [, b]) => b - a);
  return (
    <div>
      <h3 className="label">{title}</h3>
      {entries.length === 0 ? (
        <p className="text-muted">{_('admin.settings.noneYet')}</p>
      ) : (
        <dl className="count-list">
          {entries.map(([key, count]) => (
            <div key={key}>
              <dt>{label(labels, key)}</dt>
              <dd>{formatNumber(count)}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

export function ContentCard({ stats }: { stats: AdminStats }) {
  const { _, formatNumber } = useMessages(adminCatalog);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('admin.settings.content')}</CardTitle>
        <CardDescription>
          {_('admin.settings.contentSummary', {
            tests: formatNumber(stats.tests.total),
            questions: formatNumber(stats.questions.total),
          })}
          {stats.users ? _('admin.settings.contentUsers', { users: formatNumber(stats.users.total) }) : ''}
          {stats.attempts
            ? _('admin.settings.contentAttempts', { attempts: formatNumber(stats.attempts.total) })
            : ''}
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <Counts
          title={_('admin.settings.testsByType')}
          counts={stats.tests.byType}
          labels={Object.fromEntries(TEST_TYPES.map((type) => [type, _(`admin.testType.${type}`)]))}
        />
        <Counts
          title={_('admin.settings.questionsBySection')}
          counts={stats.questions.bySection}
          labels={SECTION_LABELS}
        />
      </CardContent>
    </Card>
  );
}
