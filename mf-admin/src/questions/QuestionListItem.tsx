import type { Question } from '@ssc/contracts';
import { Badge, Button, DIFFICULTY_LABELS, SECTION_LABELS } from '@ssc/web-core';

const DIFFICULTY_TONE = { EASY: 'success', MEDIUM: 'warning', HARD: 'danger' } as const;

interface Props {
  question: Question;
  editing: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function QuestionListItem({ question, editing, deleting, onEdit, onDelete }: Props) {
  const textId = `question-${question.id}-text`;
  return (
    <li className={editing ? 'admin-list__item is-editing' : 'admin-list__item'}>
      <div className="admin-list__body">
        <p className="question-meta">
          <Badge tone="primary">{SECTION_LABELS[question.section]}</Badge>
          <Badge tone={DIFFICULTY_TONE[question.difficulty]}>{DIFFICULTY_LABELS[question.difficulty]}</Badge>
          {question.imageUrl ? <Badge>Image</Badge> : null}
          {question.topicTags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
        </p>
        <p id={textId} className="admin-list__text">
          {question.questionTextEnglish}
        </p>
        <p className="text-muted admin-list__facts">Answer: {question.correctAnswer}</p>
      </div>
      <div className="admin-list__actions">
        <Button size="sm" variant="outline" onClick={onEdit} aria-describedby={textId}>
          Edit
        </Button>
        <Button
          size="sm"
          variant="destructive"
          onClick={onDelete}
          loading={deleting}
          aria-describedby={textId}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}
