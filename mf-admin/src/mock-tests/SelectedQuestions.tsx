import type { Question } from '@ssc/contracts';
import { Badge, Button, SECTION_LABELS } from '@ssc/web-core';

interface Props {
  ids: readonly string[];
  known: Readonly<Record<string, Question>>;
  loading: boolean;
  onSelect: () => void;
}

/** The selection so far, and the button that opens the question-selection modal. */
export function SelectedQuestions({ ids, known, loading, onSelect }: Props) {
  return (
    <section className="selected-questions" aria-labelledby="selected-questions-title">
      <div className="selected-questions__head">
        <div>
          <h3 id="selected-questions-title" className="label">
            Questions
          </h3>
          <p className="text-muted" aria-live="polite">
            {ids.length === 1 ? '1 question selected' : `${ids.length} questions selected`}
            {loading ? ' (loading details...)' : ''}
          </p>
        </div>
        <Button variant="secondary" onClick={onSelect}>
          Select Questions
        </Button>
      </div>
      {ids.length > 0 ? (
        <details className="selected-questions__list">
          <summary>Show selected questions</summary>
          <ol>
            {ids.map((id) => {
              const question = known[id];
              return (
                <li key={id}>
                  {question ? (
                    <>
                      <Badge tone="primary">{SECTION_LABELS[question.section]}</Badge>{' '}
                      <span>{question.questionTextEnglish}</span>
                    </>
                  ) : (
                    <span className="text-muted">Question {id}</span>
                  )}
                </li>
              );
            })}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
