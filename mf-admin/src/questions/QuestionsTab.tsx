import type { Question } from '@ssc/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, toast, useMessages } from '@ssc/web-core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminCatalog } from '../i18n/adminCatalog';
import { useTestQuestions } from '../mock-tests/useTests';
import { QuestionBank } from './QuestionBank';
import { QuestionForm } from './QuestionForm';

const openForm = () => {
  const form = document.getElementById('question-form');
  form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  form?.querySelector<HTMLElement>('select, textarea')?.focus({ preventScroll: true });
};

/**
 * The add/edit form above the bank; a new key remounts (resets) the form after each save.
 * `?tab=questions&testId=…&questionId=…` (the item analysis's links) opens that question of the
 * test in the form.
 */
export default function QuestionsTab() {
  const [editing, setEditing] = useState<Question | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { _ } = useMessages(adminCatalog);
  const [params] = useSearchParams();
  const linkedId = params.get('questionId');
  const linkedTest = useTestQuestions(linkedId ? params.get('testId') || null : null);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (!linkedId || opened.current === linkedId) return;
    if (linkedTest.isError) {
      opened.current = linkedId;
      toast.error(_('admin.question.linkFailed'));
      return;
    }
    if (!linkedTest.data) return;
    opened.current = linkedId;
    const question = linkedTest.data.find((q) => q.id === linkedId);
    if (!question) {
      toast.error(_('admin.question.linkFailed'));
      return;
    }
    setEditing(question);
    requestAnimationFrame(openForm);
  }, [linkedId, linkedTest.data, linkedTest.isError, _]);

  const reset = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };

  return (
    <div className="admin-tab questions-tab">
      <Card id="question-form">
        <CardHeader>
          <CardTitle>{editing ? _('admin.question.editTitle') : _('admin.question.addNew')}</CardTitle>
          <CardDescription>
            {editing ? _('admin.question.editHint') : _('admin.question.addHint')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QuestionForm
            key={editing ? `edit-${editing.id}` : `new-${formKey}`}
            editing={editing}
            onSaved={reset}
            onCancel={editing ? reset : undefined}
          />
        </CardContent>
      </Card>
      <QuestionBank
        editingId={editing?.id ?? null}
        onEdit={(question) => {
          setEditing(question);
          openForm();
        }}
        onDeleted={(id) => {
          if (editing?.id === id) reset();
        }}
      />
    </div>
  );
}
