import { Card, CardContent } from '@ssc/web-core';

const STATS = ['Total Tests', 'Total Questions', 'Active Users', 'Test Attempts'];

/**
 * The four counters. Real numbers come from the catalog and results services, which arrive in the
 * catalog issue; until then an explicit placeholder, never invented figures.
 */
export function AdminStats() {
  return (
    <ul className="admin-stats" aria-label="Platform statistics">
      {STATS.map((label) => (
        <li key={label}>
          <Card>
            <CardContent className="admin-stat">
              <span className="admin-stat__label">{label}</span>
              <span className="admin-stat__value">
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">not available yet</span>
              </span>
              <span className="field__hint">Available with the test catalog</span>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
