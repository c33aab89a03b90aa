import type { Question } from '@ssc/contracts';
import { Badge, SECTION_LABELS, Spinner, useMessages } from '@ssc/web-core';
import { adminCatalog } from '../i18n/adminCatalog';

interface Props {
  questions: Question[];
  selected: readonly string[];
  loading: boolean;
  failed: boolean;
  onToggle: (question: Question) => void;
}

export function SelectableQuestionList({ questions, selected, loading, failed, onToggle }: Props) {
  const { _ } = useMessages(adminCatalog);
  if (loading) return <Spinner label={_('admin.selection.loading')} />;
  if (failed) {
    return (
      <p className="alert alert--danger" role="alert">
        {_('admin.selection.failed')}
      </p>
    );
  }
  if (questions.length === 0) {
    return (
      <div className="empty-state">
        <p className="empty-state__title">{_('admin.selection.none')}</p>
        <p>{_('admin.selection.noneHint')}</p>
      </div>
    );
  }
  return (
    <ul className="selectable-list" aria-label={_('admin.selection.list')}>
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
                  <Badge>{_(`admin.difficulty.${question.difficulty}`)}</Badge>
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
