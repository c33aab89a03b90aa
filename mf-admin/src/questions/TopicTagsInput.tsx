import { Button, useMessages } from '@ssc/web-core';
import { Input } from '@ssc/web-core/form';
import { type KeyboardEvent, useState } from 'react';
import { adminCatalog } from '../i18n/adminCatalog';
import { addTag, removeTag } from './topicTags';

interface Props {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
}

/** Tags are added with Enter or the Add button (spec section 5) and removed from their chips. */
export function TopicTagsInput({ id, tags, onChange }: Props) {
  const [draft, setDraft] = useState('');
  const { _ } = useMessages(adminCatalog);

  const commit = () => {
    onChange(addTag(tags, draft));
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // Enter adds the tag instead of submitting the question form
    commit();
  };

  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {_('admin.tags.label')}
      </label>
      <div className="tag-input">
        <Input
          id={id}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={80}
          placeholder={_('admin.tags.placeholder')}
          aria-describedby={`${id}-hint`}
        />
        <Button variant="outline" onClick={commit}>
          {_('admin.tags.add')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        {_('admin.tags.hint')}
      </p>
      {tags.length > 0 ? (
        <ul className="chips" aria-label={_('admin.tags.list')}>
          {tags.map((tag) => (
            <li key={tag} className="chip">
              <span>{tag}</span>
              <button
                type="button"
                className="chip__remove"
                aria-label={_('admin.tags.remove', { tag })}
                onClick={() => onChange(removeTag(tags, tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
