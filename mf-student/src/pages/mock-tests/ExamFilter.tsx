import type { ExamType } from '@ssc/contracts';
import { EXAM_LABELS, EXAM_TYPES } from '@ssc/web-core';

interface Props {
  examType: ExamType | null;
  onChange: (examType: ExamType | null) => void;
}

/** The exam chooser's choice (?examType=) as toggle chips; "All exams" clears it. */
export function ExamFilter({ examType, onChange }: Props) {
  const options: Array<{ value: ExamType | null; label: string }> = [
    { value: null, label: 'All exams' },
    ...EXAM_TYPES.map((value) => ({ value, label: EXAM_LABELS[value] })),
  ];
  return (
    <fieldset className="exam-filter">
      <legend className="visually-hidden">Filter by exam</legend>
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
          Showing {EXAM_LABELS[examType]} tests only.
        </p>
      ) : null}
    </fieldset>
  );
}
