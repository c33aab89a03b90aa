import type { ObjectionQuestionRow } from '@ssc/contracts';
import { ANSWER_KEY_DECISIONS, ANSWERS, LANGUAGES, OBJECTION_DETAILS_MAX } from '@ssc/contracts/constants';
import { Button, useMessages } from '@ssc/web-core';
import { Field, Textarea } from '@ssc/web-core/form';
import { type FormEvent, useState } from 'react';
import { adminCatalog } from '../i18n/adminCatalog';
import { type DecisionErrors, type DecisionValues, EMPTY_DECISION, revisionBody } from './revisionRequest';
import { useCreateRevision, useRevisionProgress } from './useObjectionsAdmin';

type Row = Pick<ObjectionQuestionRow, 'testId' | 'questionId' | 'questionNumber' | 'question'>;

function Progress({ id }: { id: string }) {
  const { _, formatNumber } = useMessages(adminCatalog);
  const progress = useRevisionProgress(id);
  const revision = progress.data;
  return (
    <p
      className="objection-decision__progress"
      role="status"
      aria-live="polite"
      data-testid="revision-progress"
    >
      {revision
        ? _(revision.status === 'DONE' ? 'admin.objections.form.done' : 'admin.objections.form.running', {
            rescored: formatNumber(revision.rescored),
            affected: formatNumber(revision.affected),
            failed: formatNumber(revision.failed),
          })
        : progress.isError
          ? _('admin.objections.form.progressFailed')
          : _('admin.objections.form.started')}
    </p>
  );
}

/**
 * The admin's ruling on one question: the decision (with the new key, the accepted options or the
 * language it needs) and a note students see; then the re-scoring's progress.
 */
export function DecisionForm({ row }: { row: Row }) {
  const { _ } = useMessages(adminCatalog);
  const [values, setValues] = useState<DecisionValues>(EMPTY_DECISION);
  const [errors, setErrors] = useState<DecisionErrors>({});
  const [revisionId, setRevisionId] = useState<string | null>(null);
  const create = useCreateRevision((id) => {
    setRevisionId(id);
    setValues(EMPTY_DECISION);
  });
  const prefix = `decision-${row.questionId}`;
  const update = (next: Partial<DecisionValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors({});
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = revisionBody(values, row);
    if (checked.errors) return setErrors(checked.errors);
    create.mutate(checked.body);
  };
  const error = (key: keyof DecisionErrors) =>
    errors[key] ? (
      <p id={`${prefix}-${key}-error`} className="field__error" role="alert">
        {_(errors[key] as string)}
      </p>
    ) : null;
  const describedBy = (key: keyof DecisionErrors) => (errors[key] ? `${prefix}-${key}-error` : undefined);

  return (
    <form className="form objection-decision" onSubmit={onSubmit} noValidate data-testid="decision-form">
      <fieldset className="fieldset" aria-describedby={describedBy('decision')}>
        <legend>{_('admin.objections.form.decision', { number: row.questionNumber })}</legend>
        {ANSWER_KEY_DECISIONS.map((decision) => (
          <label key={decision} className="checkbox">
            <input
              type="radio"
              className="checkbox__input"
              name={`${prefix}-decision`}
              checked={values.decision === decision}
              onChange={() => update({ decision })}
            />
            <span>{_(`admin.objections.decision.${decision}`)}</span>
          </label>
        ))}
        {error('decision')}
      </fieldset>
      {values.decision === 'CHANGE' ? (
        <fieldset className="fieldset" aria-describedby={describedBy('newKey')}>
          <legend>{_('admin.objections.form.newKey')}</legend>
          <div className="row">
            {ANSWERS.filter((a) => a !== row.question.correctAnswer).map((option) => (
              <label key={option} className="checkbox">
                <input
                  type="radio"
                  className="checkbox__input"
                  name={`${prefix}-new-key`}
                  checked={values.newKey === option}
                  onChange={() => update({ newKey: option })}
                />
                <span>{option}</span>
              </label>
            ))}
          </div>
          {error('newKey')}
        </fieldset>
      ) : null}
      {values.decision === 'ACCEPT_MULTIPLE' ? (
        <fieldset className="fieldset" aria-describedby={describedBy('accepted')}>
          <legend>{_('admin.objections.form.accepted')}</legend>
          <div className="row">
            {ANSWERS.map((option) => (
              <label key={option} className="checkbox">
                <input
                  type="checkbox"
                  className="checkbox__input"
                  checked={values.accepted.includes(option)}
                  onChange={(event) =>
                    update({
                      accepted: event.target.checked
                        ? [...values.accepted, option]
                        : values.accepted.filter((a) => a !== option),
                    })
                  }
                />
                <span>{option}</span>
              </label>
            ))}
          </div>
          {error('accepted')}
        </fieldset>
      ) : null}
      {values.decision === 'DROP_LANGUAGE' ? (
        <fieldset className="fieldset" aria-describedby={describedBy('language')}>
          <legend>{_('admin.objections.form.language')}</legend>
          <div className="row">
            {LANGUAGES.map((language) => (
              <label key={language} className="checkbox">
                <input
                  type="radio"
                  className="checkbox__input"
                  name={`${prefix}-language`}
                  checked={values.language === language}
                  onChange={() => update({ language })}
                />
                <span>{_(`admin.objections.language.${language}`)}</span>
              </label>
            ))}
          </div>
          {error('language')}
        </fieldset>
      ) : null}
      <Field
        id={`${prefix}-note`}
        label={_('admin.objections.form.note')}
        hint={_('admin.objections.form.noteHint')}
        error={errors.note ? _(errors.note) : null}
      >
        {(ids) => (
          <Textarea
            id={`${prefix}-note`}
            value={values.note}
            maxLength={OBJECTION_DETAILS_MAX}
            aria-describedby={ids}
            aria-invalid={errors.note ? true : undefined}
            onChange={(event) => update({ note: event.target.value })}
          />
        )}
      </Field>
      <div className="row">
        <Button type="submit" size="sm" loading={create.isPending}>
          {_('admin.objections.form.submit')}
        </Button>
      </div>
      {revisionId ? <Progress id={revisionId} /> : null}
    </form>
  );
}
