import type { Question } from '@ssc/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, useMessages } from '@ssc/web-core';
import { useState } from 'react';
import { adminCatalog } from '../i18n/adminCatalog';
import { QuestionBank } from './QuestionBank';
import { QuestionForm } from './QuestionForm';

/** The add/edit form above the bank; a new key remounts (resets) the form after each save. */
export default function QuestionsTab() {
  const [editing, setEditing] = useState<Question | null>(null);
  const [formKey, setFormKey] = useState(0);
  const { _ } = useMessages(adminCatalog);

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
          const form = document.getElementById('question-form');
          form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          form?.querySelector<HTMLElement>('select, textarea')?.focus({ preventScroll: true });
        }}
        onDeleted={(id) => {
          if (editing?.id === id) reset();
        }}
      />
    </div>
  );
}
