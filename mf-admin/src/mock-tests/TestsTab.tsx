import type { AdminTest } from '@ssc/contracts';
import { useState } from 'react';
import { TestForm } from './TestForm';
import { TestList } from './TestList';
import './mockTests.css';

/** Create/edit form above the list. A new key remounts the form, which is how it resets after a save. */
export default function TestsTab() {
  const [editing, setEditing] = useState<AdminTest | null>(null);
  const [formKey, setFormKey] = useState(0);

  const reset = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };

  return (
    <div className="admin-tab tests-tab">
      <TestForm key={editing ? `edit-${editing.id}` : `new-${formKey}`} editing={editing} onDone={reset} />
      <TestList
        editingId={editing?.id ?? null}
        onEdit={(test) => {
          setEditing(test);
          document.getElementById('test-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
        onDeleted={(id) => {
          if (editing?.id === id) reset();
        }}
      />
    </div>
  );
}
