import { buttonClassName, Card, CardContent, CardHeader, CardTitle } from '@ssc/web-core';
import { Link } from 'react-router-dom';

const ACTIONS = [
  { to: '/tests', label: 'Browse Mock Tests', primary: true },
  { to: '/tests?type=SECTIONAL', label: 'Sectional Practice' },
  { to: '/tests?type=CHAPTER_WISE', label: 'Chapter-wise Tests' },
  { to: '/tests?type=PREVIOUS_YEAR', label: 'Previous Year Papers' },
] as const;

/** Quick Actions (spec section 2): straight into the test list. */
export function QuickActions() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="quick-actions">
        {ACTIONS.map((action) => (
          <Link
            key={action.to}
            to={action.to}
            className={buttonClassName({ variant: 'primary' in action ? 'primary' : 'outline', block: true })}
          >
            {action.label}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
