import type { ExamType, LanguagePreference, Profile } from '@ssc/contracts';
import { DISPLAY_NAME_MAX } from '@ssc/contracts/constants';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  displayNameProblem,
  useMessages,
} from '@ssc/web-core';
import { Field, Input, Select } from '@ssc/web-core/form';
import { type FormEvent, useState } from 'react';
import { validationText } from '../../i18n/validationText';
import { profileCatalog } from './profileCatalog';
import { EXAM_OPTIONS, LANGUAGE_OPTIONS } from './profileLabels';
import { useUpdateProfile } from './useProfileMutations';

interface FormValues {
  displayName: string;
  phone: string;
  examPreference: ExamType;
  languagePreference: LanguagePreference;
}

const valuesOf = (profile: Profile): FormValues => ({
  displayName: profile.displayName,
  phone: profile.phone ?? '',
  examPreference: profile.examPreference,
  languagePreference: profile.languagePreference,
});

/**
 * Read-only until Edit Profile; Cancel restores the loaded values. The display name is checked
 * before the request (the server checks again), so its message stands beside the field.
 */
export function PersonalInfoCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<FormValues>(() => valuesOf(profile));
  const [nameError, setNameError] = useState<string | null>(null);
  const update = useUpdateProfile(() => setEditing(false));
  const { _ } = useMessages(profileCatalog);
  const shown = editing ? values : valuesOf(profile);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const startEditing = () => {
    setValues(valuesOf(profile));
    setNameError(null);
    setEditing(true);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = displayNameProblem(values.displayName);
    setNameError(problem);
    if (problem) return;
    update.mutate({ ...values, displayName: values.displayName.trim(), phone: values.phone.trim() });
  };

  return (
    <Card>
      <CardHeader className="personal-info__header">
        <CardTitle>{_('profile.personalInfo')}</CardTitle>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={startEditing}>
            {_('profile.edit')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <form className="form" onSubmit={onSubmit} aria-label={_('profile.personalInfoForm')}>
          <Field
            id="profile-name"
            label={_('profile.displayName')}
            error={editing ? validationText(_, nameError ?? undefined) : undefined}
          >
            {(describedBy) => (
              <Input
                id="profile-name"
                value={shown.displayName}
                readOnly={!editing}
                autoComplete="name"
                maxLength={DISPLAY_NAME_MAX}
                aria-invalid={editing && nameError ? true : undefined}
                aria-describedby={describedBy}
                onChange={(e) => set('displayName', e.target.value)}
              />
            )}
          </Field>
          <Field id="profile-phone" label={_('profile.phone')} hint={_('profile.phoneHint')}>
            {(describedBy) => (
              <Input
                id="profile-phone"
                type="tel"
                value={shown.phone}
                readOnly={!editing}
                autoComplete="tel"
                placeholder="+919876543210"
                aria-describedby={describedBy}
                onChange={(e) => set('phone', e.target.value)}
              />
            )}
          </Field>
          <Field id="profile-exam" label={_('profile.examPreference')}>
            {() => (
              <Select
                id="profile-exam"
                value={shown.examPreference}
                disabled={!editing}
                onChange={(e) => set('examPreference', e.target.value as ExamType)}
              >
                {EXAM_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="profile-language" label={_('profile.languagePreference')}>
            {() => (
              <Select
                id="profile-language"
                value={shown.languagePreference}
                disabled={!editing}
                onChange={(e) => set('languagePreference', e.target.value as LanguagePreference)}
              >
                {LANGUAGE_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {_(o.label)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {editing ? (
            <div className="row">
              <Button type="submit" loading={update.isPending}>
                {_('profile.save')}
              </Button>
              <Button variant="outline" onClick={() => setEditing(false)} disabled={update.isPending}>
                {_('profile.cancel')}
              </Button>
            </div>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
