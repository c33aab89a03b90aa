import type { AdminTest, Question, TestTemplate } from '@ssc/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@ssc/web-core';
import { AlertDialog } from '@ssc/web-core/dialog';
import { type FormEvent, useEffect, useState } from 'react';
import { failureMessage } from '../adminErrors';
import { ExamRulesFields } from './ExamRulesFields';
import { applyTemplate, patternProgress, setRules, totalMarksFor } from './examRulesForm';
import { MarkingFields } from './MarkingFields';
import { QuestionSelectionDialog } from './QuestionSelectionDialog';
import { SectionCheckboxes } from './SectionCheckboxes';
import { SectionMarkingEditor } from './SectionMarkingEditor';
import { SectionTimingsEditor } from './SectionTimingsEditor';
import { SelectedQuestions } from './SelectedQuestions';
import { TemplatePicker } from './TemplatePicker';
import { TestDetailsFields } from './TestDetailsFields';
import {
  applySelection,
  EMPTY_TEST_FORM,
  fullLengthWarning,
  type SetTestField,
  selectionMismatch,
  submitState,
  type TestFormState,
  testFormFromTest,
  toggleSection,
  toTestInput,
  totalOnConfirm,
  updateField,
} from './testFormState';
import { useSaveTest, useTestQuestions } from './useTests';

export const SECTION_REQUIRED = 'Please select at least one section';

const byId = (questions: Question[]) => Object.fromEntries(questions.map((q) => [q.id, q]));

/** Spec section 4: one form in two modes. Edit loads the test and its questions; saving resets it. */
export function TestForm({ editing, onDone }: { editing: AdminTest | null; onDone: () => void }) {
  const mode = editing ? 'edit' : 'create';
  const [form, setForm] = useState<TestFormState>(() =>
    editing ? testFormFromTest(editing) : EMPTY_TEST_FORM,
  );
  const [known, setKnown] = useState<Record<string, Question>>({});
  const [selecting, setSelecting] = useState(false);
  const [sectionError, setSectionError] = useState<string | null>(null);
  const [template, setTemplate] = useState<TestTemplate | null>(null);
  /** Confirm Selection's question about a Total Questions the admin typed (see totalOnConfirm). */
  const [totalQuestion, setTotalQuestion] = useState<{ ask: string; selected: number } | null>(null);
  const testQuestions = useTestQuestions(editing?.id ?? null);
  const save = useSaveTest(editing?.id ?? null, onDone);

  useEffect(() => {
    if (testQuestions.isError) toast.error('Failed to load test questions');
  }, [testQuestions.isError]);
  useEffect(() => {
    if (testQuestions.data) setKnown((current) => ({ ...byId(testQuestions.data), ...current }));
  }, [testQuestions.data]);

  const set: SetTestField = (field, value) => setForm((current) => updateField(current, field, value));
  const update = (change: (state: TestFormState) => TestFormState) => setForm(change);
  const sectionOf = (id: string) => known[id]?.section;
  const submit = submitState(mode, form);
  const warning = fullLengthWarning(form);
  const mismatch = selectionMismatch(form);

  /** The selection's count becomes Total Questions; marks follow (per section where marking differs). */
  const takeSelectedCount = (knownNow: Record<string, Question>) =>
    setForm((current) => {
      const selected = applySelection(current, current.questionIds);
      return { ...selected, totalMarks: totalMarksFor(selected, (id) => knownNow[id]?.section) };
    });

  const openSelection = () => {
    if (form.sections.length === 0) {
      setSectionError(SECTION_REQUIRED);
      toast.error(SECTION_REQUIRED);
      return;
    }
    setSelecting(true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.enabled && !save.isPending) save.mutate(toTestInput(form));
  };

  return (
    <Card id="test-form" className="test-form-card">
      <CardHeader>
        <CardTitle>{editing ? 'Edit Test' : 'Create New Test'}</CardTitle>
        <CardDescription>
          {editing
            ? `Editing "${editing.title}". Save to apply the changes, or cancel to create a new test instead.`
            : 'Describe the test, choose its sections and marking, then select its questions.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="form" aria-label={editing ? 'Edit test' : 'Create test'} onSubmit={onSubmit}>
          {editing ? null : (
            <TemplatePicker
              applied={template}
              progress={
                template ? patternProgress(template.questionsPerSection, form.questionIds, sectionOf) : []
              }
              onApply={(picked) => {
                setTemplate(picked);
                setForm((current) => applyTemplate(current, picked));
                setSectionError(null);
              }}
            />
          )}
          <TestDetailsFields form={form} set={set} />
          <SectionCheckboxes
            selected={form.sections}
            error={sectionError}
            onToggle={(section, checked) => {
              setForm((current) => toggleSection(current, section, checked));
              if (checked) setSectionError(null);
            }}
          />
          {warning ? (
            <p className="alert alert--warning" role="status">
              {warning}
            </p>
          ) : null}
          <MarkingFields form={form} set={set} />
          <ExamRulesFields rules={form.examRules} onChange={(change) => update((f) => setRules(f, change))} />
          <SectionTimingsEditor form={form} update={update} />
          <SectionMarkingEditor form={form} update={update} />
          <SelectedQuestions
            ids={form.questionIds}
            known={known}
            loading={testQuestions.isFetching}
            onSelect={openSelection}
          />
          {mismatch ? (
            <p className="alert alert--warning" role="status" data-testid="selection-mismatch">
              {mismatch}
            </p>
          ) : null}
          {save.isError ? (
            <p className="alert alert--danger" role="alert">
              {failureMessage(editing ? 'Failed to update test' : 'Failed to create test', save.error)}
            </p>
          ) : null}
          <div className="form-actions">
            <Button type="submit" disabled={!submit.enabled} loading={save.isPending}>
              {submit.label}
            </Button>
            {editing ? (
              <Button variant="outline" onClick={onDone} disabled={save.isPending}>
                Cancel Edit
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
      <QuestionSelectionDialog
        open={selecting}
        onOpenChange={setSelecting}
        sections={form.sections}
        initialSelection={form.questionIds}
        onConfirm={(ids, seen) => {
          const knownNow = { ...known, ...byId(seen) };
          setKnown(knownNow);
          const total = totalOnConfirm(form, ids.length);
          setForm((current) => applySelection(current, ids, false));
          if ('ask' in total) setTotalQuestion({ ask: total.ask, selected: ids.length });
          else if (total.setTotal) takeSelectedCount(knownNow);
          setSelecting(false);
        }}
      />
      <AlertDialog
        open={totalQuestion !== null}
        onOpenChange={(open) => {
          if (!open) setTotalQuestion(null);
        }}
        title="Change Total Questions?"
        description={totalQuestion?.ask ?? ''}
        cancelLabel={`Keep ${form.totalQuestions}`}
        confirmLabel={`Set to ${totalQuestion?.selected ?? ''}`}
        onConfirm={() => takeSelectedCount(known)}
      />
    </Card>
  );
}
