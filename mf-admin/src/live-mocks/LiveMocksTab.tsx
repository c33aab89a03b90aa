import type { LiveMock } from '@ssc/contracts';
import { useState } from 'react';
import { LiveMockForm } from './LiveMockForm';
import { LiveMockList } from './LiveMockList';
import './liveMocks.css';

/** All-India live mocks: schedule, edit or cancel before the start, watch the counts. */
export default function LiveMocksTab() {
  const [editing, setEditing] = useState<LiveMock | null>(null);
  const [formKey, setFormKey] = useState(0);
  const reset = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  return (
    <div className="admin-tab live-mocks-tab">
      <LiveMockForm
        key={editing ? `edit-${editing.id}` : `new-${formKey}`}
        editing={editing}
        onDone={reset}
      />
      <LiveMockList
        editingId={editing?.id ?? null}
        onEdit={(mock) => {
          setEditing(mock);
          document.getElementById('live-mock-form')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
        }}
        onCancelled={(id) => {
          if (editing?.id === id) reset();
        }}
      />
    </div>
  );
}
