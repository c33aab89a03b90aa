import {
  ADMIN_IMAGE_MESSAGES,
  Button,
  IMAGE_ACCEPT,
  type ImageKind,
  imageFileProblem,
  toast,
} from '@ssc/web-core';
import { type ChangeEvent, useRef } from 'react';
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

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    const problem = imageFileProblem(file, ADMIN_IMAGE_MESSAGES);
    if (problem) toast.error(problem);
    else upload.mutate(file);
  };

  return (
    <fieldset className="fieldset image-field">
      <legend className="label">{label}</legend>
      {value ? (
        <img className="image-field__preview" src={value} alt={`${label} preview`} />
      ) : (
        <span className="field__hint">JPEG, PNG or WebP, less than 5 MB.</span>
      )}
      <div className="row">
        <Button variant="outline" size="sm" loading={upload.isPending} onClick={() => input.current?.click()}>
          {upload.isPending ? 'Uploading...' : value ? 'Replace image' : 'Upload image'}
        </Button>
        {value ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onChange(null)}
            aria-label={`Remove ${label.toLowerCase()}`}
          >
            Remove
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
        aria-label={`${label} file`}
        onChange={onFileChosen}
      />
    </fieldset>
  );
}
