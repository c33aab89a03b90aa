import { ANSWERS, useMessages } from '@ssc/web-core';
import { Field, Input } from '@ssc/web-core/form';
import { adminCatalog } from '../i18n/adminCatalog';
import { ImageUploadField } from './ImageUploadField';
import type { QuestionFormState, SetQuestionField } from './questionFormState';

interface Props {
  idPrefix: string;
  form: QuestionFormState;
  set: SetQuestionField;
}

/** Options A–D: English text (required), Hindi text and an image each. */
export function OptionFields({ idPrefix, form, set }: Props) {
  const { _ } = useMessages(adminCatalog);
  return (
    <div className="option-grid">
      {ANSWERS.map((letter) => {
        const id = `${idPrefix}-option-${letter}`;
        return (
          <fieldset key={letter} className="fieldset option-fieldset">
            <legend>{_('admin.question.option', { letter })}</legend>
            <Field id={`${id}-en`} label={_('admin.question.optionEnglish', { letter })}>
              {(describedBy) => (
                <Input
                  id={`${id}-en`}
                  value={form[`option${letter}English`]}
                  onChange={(e) => set(`option${letter}English`, e.target.value)}
                  required
                  maxLength={1000}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <Field id={`${id}-hi`} label={_('admin.question.optionHindi', { letter })}>
              {(describedBy) => (
                <Input
                  id={`${id}-hi`}
                  lang="hi"
                  value={form[`option${letter}Hindi`]}
                  onChange={(e) => set(`option${letter}Hindi`, e.target.value)}
                  maxLength={1000}
                  aria-describedby={describedBy}
                />
              )}
            </Field>
            <ImageUploadField
              id={`${id}-image`}
              kind="option"
              label={_('admin.question.optionImage', { letter })}
              value={form[`option${letter}ImageUrl`]}
              onChange={(url) => set(`option${letter}ImageUrl`, url)}
            />
          </fieldset>
        );
      })}
    </div>
  );
}
