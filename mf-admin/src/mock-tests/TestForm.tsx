import type { AdminTest, Question, TestTemplate } from '@ssc/contracts';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
  useMessages,
} from '@ssc/web-core';
import { AlertDialog } from '@ssc/web-core/dialog';
import { type FormEvent, useEffect, useState } from 'react';
import { failureMessage } from '../adminErrors';
import { adminCatalog } from '../i18n/adminCatalog';
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
  const { _ } = useMessages(adminCatalog);

  useEffect(() => {
    if (testQuestions.isError) toast.error(_('admin.test.loadQuestionsFailed'));
  }, [testQuestions.isError, _]);
  useEffect(() => {
    if (testQuestions.data) setKnown((current) => ({ ...byId(testQuestions.data), ...current }));
  }, [testQuestions.data]);

  const set: SetTestField = (field, value) => setForm((current) => updateField(current, field, value));
  const update = (change: (state: TestFormState) => TestFormState) => setForm(change);
  const sectionOf = (id: string) => known[id]?.section;
  const submit = submitState(mode, form, _);
  const warning = fullLengthWarning(form, _);
  const mismatch = selectionMismatch(form, _);

  /** The selection's count becomes Total Questions; marks follow (per section where marking differs). */
  const takeSelectedCount = (knownNow: Record<string, Question>) =>
    setForm((current) => {
      const selected = applySelection(current, current.questionIds);
      return { ...selected, totalMarks: totalMarksFor(selected, (id) => knownNow[id]?.section) };
    });

  const openSelection = () => {
    if (form.sections.length === 0) {
      setSectionError(_('admin.test.sectionRequired'));
      toast.error(_('admin.test.sectionRequired'));
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
        <CardTitle>{editing ? _('admin.test.editTitle') : _('admin.test.createTitle')}</CardTitle>
        <CardDescription>
          {editing ? _('admin.test.editing', { title: editing.title }) : _('admin.test.createHint')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="form"
          aria-label={editing ? _('admin.test.editForm') : _('admin.test.createForm')}
          onSubmit={onSubmit}
        >
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
              {failureMessage(_(editing ? 'admin.test.updateFailed' : 'admin.test.createFailed'), save.error)}
            </p>
          ) : null}
          <div className="form-actions">
            <Button type="submit" disabled={!submit.enabled} loading={save.isPending}>
              {submit.label}
            </Button>
            {editing ? (
              <Button variant="outline" onClick={onDone} disabled={save.isPending}>
                {_('admin.test.cancelEdit')}
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
          const total = totalOnConfirm(form, ids.length, _);
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
        title={_('admin.test.changeTotal')}
        description={totalQuestion?.ask ?? ''}
        cancelLabel={_('admin.test.keepTotal', { total: form.totalQuestions })}
        confirmLabel={_('admin.test.setTotal', { count: totalQuestion?.selected ?? '' })}
        onConfirm={() => takeSelectedCount(known)}
      />
    </Card>
  );
}
