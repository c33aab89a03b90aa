import type { ExamType } from '@ssc/contracts';
import { EXAM_LABELS, EXAM_TYPES } from '@ssc/web-core';
import { Link } from 'react-router-dom';

const EXAM_NAMES: Readonly<Record<ExamType, string>> = {
  SSC_CGL: 'Combined Graduate Level',
  SSC_CHSL: 'Combined Higher Secondary Level',
  SSC_MTS: 'Multi-Tasking Staff',
};

/** Spec section 2: three cards, each opening the tests of one exam. */
export function ExamChooser() {
  return (
    <section className="dashboard-section" aria-labelledby="exam-chooser-title">
      <h2 id="exam-chooser-title" className="dashboard-section__title">
        Choose your exam
      </h2>
      <ul className="exam-chooser">
        {EXAM_TYPES.map((exam) => (
          <li key={exam}>
            <Link to={`/tests?examType=${exam}`} className="card card--link exam-chooser__card">
              <span className="exam-chooser__name">{EXAM_LABELS[exam]}</span>
              <span className="text-muted">{EXAM_NAMES[exam]}</span>
              <span className="exam-chooser__cta" aria-hidden="true">
                View tests →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
