import { Button, IMAGE_ACCEPT, type ImageKind, imageFileProblem, toast, useMessages } from '@ssc/web-core';
import { type ChangeEvent, useRef } from 'react';
import { adminCatalog } from '../i18n/adminCatalog';
import { useUploadImage } from './useQuestions';

interface Props {
  id: string;
  kind: ImageKind;
  label: string;
  value: string | null;
  onChange: (imageUrl: string | null) => void;
}

/** Upload (JPEG/PNG/WebP under 5 MB, checked before sending), preview and remove one image. */
export function ImageUploadField({ id, kind, label, value, onChange }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadImage(kind, onChange);
  const { _ } = useMessages(adminCatalog);

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    const problem = imageFileProblem(file, {
      type: _('admin.image.badType'),
      size: _('admin.image.tooLarge'),
    });
    if (problem) toast.error(problem);
    else upload.mutate(file);
  };

  return (
    <fieldset className="fieldset image-field">
      <legend className="label">{label}</legend>
      {value ? (
        <img className="image-field__preview" src={value} alt={_('admin.image.preview', { label })} />
      ) : (
        <span className="field__hint">{_('admin.image.rules')}</span>
      )}
      <div className="row">
        <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending
            ? _('admin.image.uploading')
            : value
              ? _('admin.image.replace')
              : _('admin.image.upload')}
        </Button>
        {value ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(null)}
            aria-label={_('admin.image.remove', { label: label.toLowerCase() })}
          >
            {_('admin.common.remove')}
          </Button>
        ) : null}
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-label={_('admin.image.file', { label })}
        onChange={onFileChosen}
      />
    </fieldset>
  );
}
