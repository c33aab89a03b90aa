import { EXAM_LABELS, EXAM_TYPES, TEST_TYPES, useMessages } from '@ssc/web-core';
import { Field, Input, Select, Textarea } from '@ssc/web-core/form';
import { adminCatalog } from '../i18n/adminCatalog';
import type { SetTestField, TestFormState } from './testFormState';

export function TestDetailsFields({ form, set }: { form: TestFormState; set: SetTestField }) {
  const { _ } = useMessages(adminCatalog);
  return (
    <>
      <Field id="test-title" label={_('admin.test.title')}>
        {(describedBy) => (
          <Input
            id="test-title"
            value={form.title}
            onChange={(e) => set('title', e.target.value)}
            required
            maxLength={200}
            placeholder={_('admin.test.titlePlaceholder')}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <Field id="test-description" label={_('admin.test.description')}>
        {(describedBy) => (
          <Textarea
            id="test-description"
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
            maxLength={2000}
            rows={3}
            aria-describedby={describedBy}
          />
        )}
      </Field>
      <div className="form-grid">
        <Field id="test-type" label={_('admin.test.type')}>
          {(describedBy) => (
            <Select
              id="test-type"
              value={form.testType}
              onChange={(e) => set('testType', e.target.value as TestFormState['testType'])}
              aria-describedby={describedBy}
            >
              {TEST_TYPES.map((type) => (
                <option key={type} value={type}>
                  {_(`admin.testType.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="test-exam-type" label={_('admin.test.examType')}>
          {(describedBy) => (
            <Select
              id="test-exam-type"
              value={form.examType}
              onChange={(e) => set('examType', e.target.value as TestFormState['examType'])}
              aria-describedby={describedBy}
            >
              {EXAM_TYPES.map((exam) => (
                <option key={exam} value={exam}>
                  {EXAM_LABELS[exam]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </>
  );
}
