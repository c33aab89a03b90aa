import type { Test } from '@ssc/contracts';
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
} from '@ssc/web-core';
import { Link } from 'react-router-dom';

function TestCard({ test }: { test: Test }) {
  const titleId = `test-card-${test.id}`;
  return (
    <li>
      <Card className="test-card" aria-labelledby={titleId} role="article">
        <CardHeader>
          <div className="row test-card__badges">
            <Badge tone="primary">{EXAM_LABELS[test.examType] ?? test.examType}</Badge>
          </div>
          <CardTitle level={3} id={titleId}>
            {test.title}
          </CardTitle>
          {test.description ? <CardDescription>{test.description}</CardDescription> : null}
        </CardHeader>
        <CardContent>
          <dl className="test-card__facts">
            <div>
              <dt>Questions</dt>
              <dd>{test.totalQuestions}</dd>
            </div>
            <div>
              <dt>Duration</dt>
              <dd>{test.durationMinutes} min</dd>
            </div>
            <div>
              <dt>Marks</dt>
              <dd>{test.totalMarks}</dd>
            </div>
          </dl>
        </CardContent>
        <CardFooter>
          <Link
            to={`/test-instructions/${encodeURIComponent(test.id)}`}
            className={buttonClassName({ block: true })}
            aria-describedby={titleId}
          >
            Start Test
          </Link>
        </CardFooter>
      </Card>
    </li>
  );
}

export function TestCardList({ tests }: { tests: Test[] }) {
  if (tests.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">No tests found</p>
        <p>Tests will be available soon</p>
      </div>
    );
  }
  return (
    <ul className="grid test-cards" aria-label="Tests">
      {tests.map((test) => (
        <TestCard key={test.id} test={test} />
      ))}
    </ul>
  );
}
