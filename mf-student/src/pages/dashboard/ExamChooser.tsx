import type { ExamType } from '@ssc/contracts';
import { EXAM_LABELS, EXAM_TYPES, useMessages } from '@ssc/web-core';
import { Link } from 'react-router-dom';
import { studentCatalog } from '../../i18n/studentCatalog';

/** Each exam's full name, as catalog ids. */
const EXAM_NAMES: Readonly<Record<ExamType, string>> = {
  SSC_CGL: 'dashboard.exam.cgl',
  SSC_CHSL: 'dashboard.exam.chsl',
  SSC_MTS: 'dashboard.exam.mts',
};

/** Spec section 2: three cards, each opening the tests of one exam. */
export function ExamChooser() {
  const { _ } = useMessages(studentCatalog);
  return (
    <section className="dashboard-section" aria-labelledby="exam-chooser-title">
      <h2 id="exam-chooser-title" className="dashboard-section__title">
        {_('dashboard.chooseExam')}
      </h2>
      <ul className="exam-chooser">
        {EXAM_TYPES.map((exam) => (
          <li key={exam}>
            <Link to={`/tests?examType=${exam}`} className="card card--link exam-chooser__card">
              <span className="exam-chooser__name">{EXAM_LABELS[exam]}</span>
              <span className="text-muted">{_(EXAM_NAMES[exam])}</span>
              <span className="exam-chooser__cta" aria-hidden="true">
                {_('dashboard.viewTests')}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
