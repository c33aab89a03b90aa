import { buttonClassName, Card, CardContent, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { Link } from 'react-router-dom';
import { studentCatalog } from '../../i18n/studentCatalog';

const ACTIONS = [
  { to: '/tests', label: 'dashboard.browseMockTests', primary: true },
  { to: '/tests?type=SECTIONAL', label: 'dashboard.sectionalPractice' },
  { to: '/tests?type=CHAPTER_WISE', label: 'dashboard.chapterWiseTests' },
  { to: '/tests?type=PREVIOUS_YEAR', label: 'dashboard.previousYearPapers' },
] as const;

/** Quick Actions (spec section 2): straight into the test list. */
export function QuickActions() {
  const { _ } = useMessages(studentCatalog);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{_('dashboard.quickActions')}</CardTitle>
      </CardHeader>
      <CardContent className="quick-actions">
        {ACTIONS.map((action) => (
          <Link
            key={action.to}
            to={action.to}
            className={buttonClassName({ variant: 'primary' in action ? 'primary' : 'outline', block: true })}
          >
            {_(action.label)}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
