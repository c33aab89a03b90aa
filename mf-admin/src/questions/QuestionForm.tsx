import type { Question, Section } from '@ssc/contracts';
import { ANSWERS, Button, DIFFICULTIES, SECTION_LABELS, SECTIONS, useMessages } from '@ssc/web-core';
import { Field, Select } from '@ssc/web-core/form';
import { type FormEvent, useId, useState } from 'react';
import { ImageUploadField } from './ImageUploadField';
import { OptionFields } from './OptionFields';
import './questions.css';
import { adminCatalog } from '../i18n/adminCatalog';
import {
  emptyQuestionForm,
  type QuestionFormState,
  questionFormFrom,
  type SetQuestionField,
  toQuestionInput,
} from './questionFormState';
import { TextAreaField } from './TextAreaField';
import { TopicTagsInput } from './TopicTagsInput';
import { useSaveQuestion } from './useQuestions';

interface Props {
  editing: Question | null;
  defaultSection?: Section;
  onSaved: (question: Question) => void;
  onCancel?: () => void;
}

/** Spec section 5: English text and options are required; Hindi texts, explanations and images are optional. */
export function QuestionForm({ editing, defaultSection, onSaved, onCancel }: Props) {
  const id = useId();
  const { _ } = useMessages(adminCatalog);
  const [form, setForm] = useState<QuestionFormState>(() =>
    editing ? questionFormFrom(editing) : emptyQuestionForm(defaultSection),
  );
  const save = useSaveQuestion(editing?.id ?? null, onSaved);
  const set: SetQuestionField = (field, value) => setForm((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!save.isPending) save.mutate(toQuestionInput(form));
  };

  return (
    <form
      className="form question-form"
      aria-label={editing ? _('admin.question.editForm') : _('admin.question.addForm')}
      onSubmit={onSubmit}
    >
      <div className="form-grid">
        <Field id={`${id}-section`} label={_('admin.question.section')}>
          {() => (
            <Select
              id={`${id}-section`}
              value={form.section}
              onChange={(e) => set('section', e.target.value as Section)}
            >
              {SECTIONS.map((s) => (
                <option key={s} value={s}>
                  {SECTION_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={`${id}-difficulty`} label={_('admin.question.difficulty')}>
          {() => (
            <Select
              id={`${id}-difficulty`}
              value={form.difficulty}
              onChange={(e) => set('difficulty', e.target.value as QuestionFormState['difficulty'])}
            >
              {DIFFICULTIES.map((d) => (
                <option key={d} value={d}>
                  {_(`admin.difficulty.${d}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <TextAreaField
        id={`${id}-text-en`}
        label={_('admin.question.textEnglish')}
        value={form.questionTextEnglish}
        onChange={(v) => set('questionTextEnglish', v)}
        required
      />
      <TextAreaField
        id={`${id}-text-hi`}
        label={_('admin.question.textHindi')}
        lang="hi"
        value={form.questionTextHindi}
        onChange={(v) => set('questionTextHindi', v)}
      />
      <ImageUploadField
        id={`${id}-image`}
        kind="question"
        label={_('admin.question.image')}
        value={form.imageUrl}
        onChange={(url) => set('imageUrl', url)}
      />
      <OptionFields idPrefix={id} form={form} set={set} />
      <Field id={`${id}-answer`} label={_('admin.question.correct')}>
        {() => (
          <Select
            id={`${id}-answer`}
            value={form.correctAnswer}
            onChange={(e) => set('correctAnswer', e.target.value as QuestionFormState['correctAnswer'])}
          >
            {ANSWERS.map((a) => (
              <option key={a} value={a}>
                {_('admin.question.option', { letter: a })}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="form-grid">
        <TextAreaField
          id={`${id}-explanation-en`}
          label={_('admin.question.explanationEnglish')}
          value={form.explanationEnglish}
          onChange={(v) => set('explanationEnglish', v)}
        />
        <TextAreaField
          id={`${id}-explanation-hi`}
          label={_('admin.question.explanationHindi')}
          lang="hi"
          value={form.explanationHindi}
          onChange={(v) => set('explanationHindi', v)}
        />
      </div>
      <TopicTagsInput id={`${id}-tags`} tags={form.topicTags} onChange={(tags) => set('topicTags', tags)} />
      <div className="form-actions">
        <Button type="submit" loading={save.isPending}>
          {editing ? _('admin.question.update') : _('admin.question.add')}
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
            {editing ? _('admin.test.cancelEdit') : _('admin.common.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
