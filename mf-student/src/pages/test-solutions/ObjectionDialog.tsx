import {
  IMAGE_MAX_BYTES,
  LANGUAGES,
  OBJECTION_DETAILS_MAX,
  OBJECTION_REASONS,
  type ObjectionReason,
} from '@ssc/contracts/constants';
import { Button, errorMessageFor, useMessages } from '@ssc/web-core';
import { Dialog } from '@ssc/web-core/dialog';
import { Field, Textarea } from '@ssc/web-core/form';
import { type FormEvent, useState } from 'react';
import { ReasonFieldset } from './ReasonFieldset';
import { solutionsCatalog } from './solutionsCatalog';
import { useCreateObjection } from './useObjections';

type Language = (typeof LANGUAGES)[number];
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  attemptId: string;
  questionId: string;
  questionNumber: number;
  /** After the objection is stored (the dialog has closed). */
  onSent: () => void;
}

/**
 * "Object to this question": SSC's answer-key challenge form — a reason, the language whose text
 * is wrong (required for a translation error), details up to 1,000 characters and an optional
 * picture as evidence. Radix's dialog traps the focus and returns it to the button on closing.
 */
export function ObjectionDialog({
  open,
  onOpenChange,
  attemptId,
  questionId,
  questionNumber,
  onSent,
}: Props) {
  const { _, formatNumber } = useMessages(solutionsCatalog);
  const [reason, setReason] = useState<ObjectionReason | null>(null);
  const [language, setLanguage] = useState<Language | null>(null);
  const [details, setDetails] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [problem, setProblem] = useState<'reason' | 'language' | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const close = () => {
    setReason(null);
    setLanguage(null);
    setDetails('');
    setImage(null);
    setProblem(null);
    setImageError(null);
    onOpenChange(false);
  };
  const create = useCreateObjection(attemptId, () => {
    close();
    onSent();
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setProblem('reason');
    if (reason === 'TRANSLATION_ERROR' && !language) return setProblem('language');
    const text = details.trim();
    create.mutate({
      questionId,
      reason,
      image,
      ...(language ? { language } : {}),
      ...(text ? { details: text } : {}),
    });
  };

  const onImage = (file: File | null) => {
    setImageError(null);
    if (file && !IMAGE_TYPES.includes(file.type)) {
      setImage(null);
      return setImageError(_('objection.image.type'));
    }
    if (file && file.size > IMAGE_MAX_BYTES) {
      setImage(null);
      return setImageError(_('objection.image.tooLarge'));
    }
    setImage(file);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={_('objection.title')}
      description={_('objection.description', { number: questionNumber })}
    >
      <form className="form" onSubmit={onSubmit} noValidate data-testid="objection-form">
        <ReasonFieldset
          name="objection-reason"
          legend={_('objection.reason')}
          reasons={OBJECTION_REASONS}
          labelOf={(value) => _(`objection.reason.${value}`)}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setProblem(null);
          }}
          missingMessage={problem === 'reason' ? _('objection.chooseReason') : null}
        />
        <fieldset
          className="fieldset"
          aria-describedby={`objection-language-hint${problem === 'language' ? ' objection-language-error' : ''}`}
        >
          <legend>{_('objection.language')}</legend>
          <p id="objection-language-hint" className="field__hint">
            {_('objection.language.hint')}
          </p>
          <div className="row">
            {LANGUAGES.map((value) => (
              <label key={value} className="checkbox">
                <input
                  type="radio"
                  className="checkbox__input"
                  name="objection-language"
                  value={value}
                  checked={language === value}
                  onChange={() => {
                    setLanguage(value);
                    setProblem(null);
                  }}
                />
                <span>{_(`objection.language.${value}`)}</span>
              </label>
            ))}
          </div>
          {problem === 'language' ? (
            <p id="objection-language-error" className="field__error" role="alert">
              {_('objection.chooseLanguage')}
            </p>
          ) : null}
        </fieldset>
        <Field
          id="objection-details"
          label={_('objection.details')}
          hint={_('solutions.report.characters', {
            used: formatNumber(details.length),
            max: formatNumber(OBJECTION_DETAILS_MAX),
          })}
        >
          {(describedBy) => (
            <Textarea
              id="objection-details"
              value={details}
              maxLength={OBJECTION_DETAILS_MAX}
              aria-describedby={describedBy}
              onChange={(event) => setDetails(event.target.value)}
            />
          )}
        </Field>
        <Field
          id="objection-image"
          label={_('objection.image')}
          hint={_('objection.image.hint')}
          error={imageError}
        >
          {(describedBy) => (
            <input
              id="objection-image"
              type="file"
              className="input objection-form__file"
              accept={IMAGE_TYPES.join(',')}
              aria-describedby={describedBy}
              onChange={(event) => onImage(event.target.files?.[0] ?? null)}
            />
          )}
        </Field>
        {create.isError ? (
          <p className="field__error" role="alert" data-testid="objection-error">
            {errorMessageFor(create.error) || _('objection.failed')}
          </p>
        ) : null}
        <div className="dialog__actions">
          <Button variant="outline" onClick={close}>
            {_('solutions.report.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {_('objection.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
