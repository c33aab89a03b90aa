import type { Question } from '@ssc/contracts';
import { Badge, DIFFICULTY_LABELS, SECTION_LABELS, Spinner } from '@ssc/web-core';

interface Props {
  questions: Question[];
  selected: readonly string[];
  loading: boolean;
  failed: boolean;
  onToggle: (question: Question) => void;
}

export function SelectableQuestionList({ questions, selected, loading, failed, onToggle }: Props) {
  if (loading) return <Spinner label="Loading questions..." />;
  if (failed) {
    return (
      <p className="alert alert--danger" role="alert">
        The questions could not be loaded.
      </p>
    );
  }
  if (questions.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">No questions match these filters</p>
        <p>Try another topic, or add a new question.</p>
      </div>
    );
  }
  return (
    <ul className="selectable-list" aria-label="Questions">
      {questions.map((question) => {
        const checked = selected.includes(question.id);
        return (
          <li key={question.id} className={checked ? 'selectable is-selected' : 'selectable'}>
            <label className="selectable__label">
              <input
                type="checkbox"
                className="checkbox__input"
                checked={checked}
                onChange={() => onToggle(question)}
              />
              <span className="selectable__text">
                <span>{question.questionTextEnglish}</span>
                <span className="question-meta">
                  <Badge tone="primary">{SECTION_LABELS[question.section]}</Badge>
                  <Badge>{DIFFICULTY_LABELS[question.difficulty]}</Badge>
                  {question.topicTags.map((tag) => (
                    <Badge key={tag}>{tag}</Badge>
                  ))}
                </span>
              </span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
