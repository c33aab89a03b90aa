import type { ExamType } from '@ssc/contracts';
import { EXAM_LABELS, EXAM_TYPES, useMessages } from '@ssc/web-core';
import { studentCatalog } from '../../i18n/studentCatalog';

interface Props {
  examType: ExamType | null;
  onChange: (examType: ExamType | null) => void;
}

/** The exam chooser's choice (?examType=) as toggle chips; "All exams" clears it. */
export function ExamFilter({ examType, onChange }: Props) {
  const { _ } = useMessages(studentCatalog);
  const options: Array<{ value: ExamType | null; label: string }> = [
    { value: null, label: _('tests.allExams') },
    ...EXAM_TYPES.map((value) => ({ value, label: EXAM_LABELS[value] })),
  ];
  return (
    <fieldset className="exam-filter">
      <legend className="visually-hidden">{_('tests.filterByExam')}</legend>
      {options.map(({ value, label }) => (
        <button
          key={label}
          type="button"
          className={examType === value ? 'exam-chip is-active' : 'exam-chip'}
          aria-pressed={examType === value}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
      {examType ? (
        <p className="text-muted exam-filter__note" aria-live="polite">
          {_('tests.showingOnly', { exam: EXAM_LABELS[examType] })}
        </p>
      ) : null}
    </fieldset>
  );
}
