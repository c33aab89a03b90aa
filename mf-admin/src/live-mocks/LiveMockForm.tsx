import type { LiveMock } from '@ssc/contracts';
import { LIVE_MOCK_MAX_LATE_JOIN_MINUTES, OBJECTION_WINDOW_DEFAULT_HOURS } from '@ssc/contracts/constants';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  useMessages,
} from '@ssc/web-core';
import { Field, Input, Select } from '@ssc/web-core/form';
import { type FormEvent, useState } from 'react';
import { adminCatalog } from '../i18n/adminCatalog';
import { useAdminTests } from '../mock-tests/useTests';
import {
  EMPTY_FORM,
  formValuesOf,
  type LiveMockFormErrors,
  type LiveMockFormValues,
  validateLiveMockForm,
} from './liveMockFormValues';
import { useSaveLiveMock } from './useLiveMocksAdmin';

interface Props {
  editing: LiveMock | null;
  onDone: () => void;
}

/** Schedule a live mock (or edit one before its start). Times are typed in the admin's local time. */
export function LiveMockForm({ editing, onDone }: Props) {
  const tests = useAdminTests();
  const [values, setValues] = useState<LiveMockFormValues>(editing ? formValuesOf(editing) : EMPTY_FORM);
  const [errors, setErrors] = useState<LiveMockFormErrors>({});
  const save = useSaveLiveMock(editing?.id ?? null, onDone);
  const { _ } = useMessages(adminCatalog);

  const set = (name: keyof LiveMockFormValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateLiveMockForm(values, Date.now(), _, {
      clearShift: Boolean(editing?.shiftGroup),
      clearObjectionWindow: editing !== null,
    });
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.body);
  };

  return (
    <Card id="live-mock-form">
      <CardHeader>
        <CardTitle>{editing ? _('admin.live.editTitle') : _('admin.live.scheduleTitle')}</CardTitle>
        <CardDescription>{_('admin.live.formHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="stack"
          onSubmit={submit}
          noValidate
          aria-label={editing ? _('admin.live.editTitle') : _('admin.live.scheduleTitle')}
        >
          <Field id="live-mock-test" label={_('admin.live.test')} error={errors.testId}>
            {(describedBy) => (
              <Select
                id="live-mock-test"
                value={values.testId}
                onChange={set('testId')}
                aria-describedby={describedBy}
                aria-invalid={errors.testId ? true : undefined}
                disabled={tests.isPending}
              >
                <option value="">
                  {tests.isPending ? _('admin.live.loadingTests') : _('admin.live.chooseTest')}
                </option>
                {tests.data?.map((test) => (
                  <option key={test.id} value={test.id}>
                    {_('admin.live.testOption', { title: test.title, minutes: test.durationMinutes })}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="live-mock-form__row">
            <Field id="live-mock-start" label={_('admin.live.start')} error={errors.startsAt}>
              {(describedBy) => (
                <Input
                  id="live-mock-start"
                  type="datetime-local"
                  value={values.startsAt}
                  onChange={set('startsAt')}
                  aria-describedby={describedBy}
                  aria-invalid={errors.startsAt ? true : undefined}
                />
              )}
            </Field>
            <Field
              id="live-mock-registration-close"
              label={_('admin.live.registrationCloses')}
              hint={_('admin.live.registrationClosesHint')}
              error={errors.registrationClosesAt}
            >
              {(describedBy) => (
                <Input
                  id="live-mock-registration-close"
                  type="datetime-local"
                  value={values.registrationClosesAt}
                  onChange={set('registrationClosesAt')}
                  aria-describedby={describedBy}
                  aria-invalid={errors.registrationClosesAt ? true : undefined}
                />
              )}
            </Field>
            <Field
              id="live-mock-late-join"
              label={_('admin.live.lateJoin')}
              hint={_('admin.live.lateJoinHint', { max: LIVE_MOCK_MAX_LATE_JOIN_MINUTES })}
              error={errors.lateJoinMinutes}
            >
              {(describedBy) => (
                <Input
                  id="live-mock-late-join"
                  inputMode="numeric"
                  value={values.lateJoinMinutes}
                  onChange={set('lateJoinMinutes')}
                  aria-describedby={describedBy}
                  aria-invalid={errors.lateJoinMinutes ? true : undefined}
                />
              )}
            </Field>
            <Field
              id="live-mock-objection-window"
              label={_('admin.live.objectionWindow')}
              hint={_('admin.live.objectionWindowHint', { hours: OBJECTION_WINDOW_DEFAULT_HOURS })}
              error={errors.objectionWindowHours}
            >
              {(describedBy) => (
                <Input
                  id="live-mock-objection-window"
                  inputMode="numeric"
                  value={values.objectionWindowHours ?? ''}
                  onChange={set('objectionWindowHours')}
                  aria-describedby={describedBy}
                  aria-invalid={errors.objectionWindowHours ? true : undefined}
                />
              )}
            </Field>
          </div>
          <div className="live-mock-form__row">
            <Field
              id="live-mock-shift-group"
              label={_('admin.live.shiftGroup')}
              hint={_('admin.live.shiftGroupHint')}
              error={errors.shiftGroup}
            >
              {(describedBy) => (
                <Input
                  id="live-mock-shift-group"
                  value={values.shiftGroup ?? ''}
                  onChange={set('shiftGroup')}
                  placeholder="cgl-2026-tier1"
                  aria-describedby={describedBy}
                  aria-invalid={errors.shiftGroup ? true : undefined}
                />
              )}
            </Field>
            <Field
              id="live-mock-shift-label"
              label={_('admin.live.shiftLabel')}
              hint={_('admin.live.shiftLabelHint')}
              error={errors.shiftLabel}
            >
              {(describedBy) => (
                <Input
                  id="live-mock-shift-label"
                  value={values.shiftLabel ?? ''}
                  onChange={set('shiftLabel')}
                  maxLength={40}
                  aria-describedby={describedBy}
                  aria-invalid={errors.shiftLabel ? true : undefined}
                />
              )}
            </Field>
          </div>
          <div className="row">
            <Button type="submit" loading={save.isPending}>
              {editing ? _('admin.live.saveChanges') : _('admin.live.schedule')}
            </Button>
            {editing ? (
              <Button type="button" variant="outline" onClick={onDone}>
                {_('admin.live.cancelEditing')}
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
