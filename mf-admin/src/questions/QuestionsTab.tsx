import type { Question } from '@ssc/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@ssc/web-core';
import { useState } from 'react';
import { QuestionBank } from './QuestionBank';
import { QuestionForm } from './QuestionForm';

/** The add/edit form above the bank; a new key remounts (resets) the form after each save. */
export default function QuestionsTab() {
  const [editing, setEditing] = useState<Question | null>(null);
  const [formKey, setFormKey] = useState(0);

  const reset = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };

  return (
    <div className="admin-tab questions-tab">
      <Card id="question-form">
        <CardHeader>
          <CardTitle>{editing ? 'Edit Question' : 'Add New Question'}</CardTitle>
          <CardDescription>
            {editing
              ? 'Change the question and save; Cancel Edit returns to adding a new question.'
              : 'English text and all four English options are required.'}
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
