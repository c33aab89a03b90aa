import type { Question } from '@ssc/contracts';
import { Badge, Button, SECTION_LABELS, useMessages } from '@ssc/web-core';
import { adminCatalog } from '../i18n/adminCatalog';

interface Props {
  ids: readonly string[];
  known: Readonly<Record<string, Question>>;
  loading: boolean;
  onSelect: () => void;
}

/** The selection so far, and the button that opens the question-selection modal. */
export function SelectedQuestions({ ids, known, loading, onSelect }: Props) {
  const { _ } = useMessages(adminCatalog);
  return (
    <section className="selected-questions" aria-labelledby="selected-questions-title">
      <div className="selected-questions__head">
        <div>
          <h3 id="selected-questions-title" className="label">
            {_('admin.selected.title')}
          </h3>
          <p className="text-muted" aria-live="polite">
            {_('admin.selected.count', { count: ids.length })}
            {loading ? ` ${_('admin.selected.loading')}` : ''}
          </p>
        </div>
        <Button variant="secondary" onClick={onSelect}>
          {_('admin.selection.title')}
        </Button>
      </div>
      {ids.length > 0 ? (
        <details className="selected-questions__list">
          <summary>{_('admin.selected.show')}</summary>
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
                    <span className="text-muted">{_('admin.selected.question', { id })}</span>
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
