import type { Question } from '@ssc/contracts';
import { Badge, Button, SECTION_LABELS, useMessages } from '@ssc/web-core';
import { adminCatalog } from '../i18n/adminCatalog';

const DIFFICULTY_TONE = { EASY: 'success', MEDIUM: 'warning', HARD: 'danger' } as const;

interface Props {
  question: Question;
  editing: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function QuestionListItem({ question, editing, deleting, onEdit, onDelete }: Props) {
  const { _ } = useMessages(adminCatalog);
  const textId = `question-${question.id}-text`;
  return (
    <li className={editing ? 'admin-list__item is-editing' : 'admin-list__item'}>
      <div className="admin-list__body">
        <p className="question-meta">
          <Badge tone="primary">{SECTION_LABELS[question.section]}</Badge>
          <Badge tone={DIFFICULTY_TONE[question.difficulty]}>
            {_(`admin.difficulty.${question.difficulty}`)}
          </Badge>
          {question.imageUrl ? <Badge>{_('admin.question.imageBadge')}</Badge> : null}
          {question.topicTags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </p>
        <p id={textId} className="admin-list__text">
          {question.questionTextEnglish}
        </p>
        <p className="text-muted admin-list__facts">
          {_('admin.question.answer', { answer: question.correctAnswer })}
        </p>
      </div>
      <div className="admin-list__actions">
        <Button size="sm" variant="outline" onClick={onEdit} aria-describedby={textId}>
          {_('admin.common.edit')}
        </Button>
        <Button
          size="sm"
          variant="destructive"
          onClick={onDelete}
          loading={deleting}
          aria-describedby={textId}
        >
          {_('admin.common.delete')}
        </Button>
      </div>
    </li>
  );
}
