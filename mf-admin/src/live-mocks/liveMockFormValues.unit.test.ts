import { beforeAll, describe, expect, it } from 'vitest';
import { showInterfaceIn, translate } from '../i18n/interfaceLanguage';
import { EMPTY_FORM, isoToLocalInput, localInputToMs, validateLiveMockForm } from './liveMockFormValues';

const now = new Date(2030, 0, 10, 9, 0).getTime(); // local 10 Jan 2030 09:00

beforeAll(() => showInterfaceIn('en'));

describe('the live mock schedule form', () => {
  it('asks for a test and a start', () => {
    const { errors } = validateLiveMockForm(EMPTY_FORM, now, translate);
    expect(errors).toEqual({ testId: 'Choose a test', startsAt: 'Choose the start date and time' });
  });

  it('refuses a start in the past and a registration close after the start', () => {
    const { errors } = validateLiveMockForm(
      {
        testId: 't1',
        startsAt: '2030-01-10T08:59',
        registrationClosesAt: '2030-01-10T09:30',
        lateJoinMinutes: '',
      },
      now,
      translate,
    );
    expect(errors?.startsAt).toBe('The start must be in the future');
    expect(errors?.registrationClosesAt).toBe('Registration must close at or before the start');
  });

  it('wants a whole number of late-join minutes up to the limit', () => {
    const base = { testId: 't1', startsAt: '2030-01-10T10:00', registrationClosesAt: '' };
    expect(
      validateLiveMockForm({ ...base, lateJoinMinutes: '1.5' }, now, translate).errors?.lateJoinMinutes,
    ).toBe('Enter a whole number of minutes');
    expect(
      validateLiveMockForm({ ...base, lateJoinMinutes: '-1' }, now, translate).errors?.lateJoinMinutes,
    ).toBe('Enter a whole number of minutes');
    expect(
      validateLiveMockForm({ ...base, lateJoinMinutes: '181' }, now, translate).errors?.lateJoinMinutes,
    ).toBe('At most 180 minutes');
  });

  it('converts local times to ISO and sends empty optionals as null', () => {
    const { body } = validateLiveMockForm(
      { testId: 't1', startsAt: '2030-01-10T10:00', registrationClosesAt: '', lateJoinMinutes: ' 15 ' },
      now,
      translate,
    );
    expect(body).toEqual({
      testId: 't1',
      startsAt: new Date(2030, 0, 10, 10, 0).toISOString(),
      registrationClosesAt: null,
      lateJoinMinutes: 15,
    });
  });

  it('round-trips a time through the datetime-local input', () => {
    const iso = new Date(2030, 4, 6, 7, 8).toISOString();
    expect(isoToLocalInput(iso)).toBe('2030-05-06T07:08');
    expect(new Date(localInputToMs('2030-05-06T07:08')).toISOString()).toBe(iso);
    expect(Number.isNaN(localInputToMs('tomorrow'))).toBe(true);
  });

  it('sends the objection window in whole hours, empty as the default (null on an edit), and refuses one out of range', () => {
    const values = {
      testId: 't1',
      startsAt: '2030-01-10T10:00',
      registrationClosesAt: '',
      lateJoinMinutes: '',
    };
    expect(
      validateLiveMockForm({ ...values, objectionWindowHours: ' 24 ' }, now, translate).body,
    ).toMatchObject({
      objectionWindowHours: 24,
    });
    expect(
      validateLiveMockForm({ ...values, objectionWindowHours: '' }, now, translate).body,
    ).not.toHaveProperty('objectionWindowHours');
    expect(
      validateLiveMockForm({ ...values, objectionWindowHours: '' }, now, translate, {
        clearObjectionWindow: true,
      }).body,
    ).toMatchObject({ objectionWindowHours: null });
    for (const hours of ['0', '721', '1.5', 'a day'])
      expect(validateLiveMockForm({ ...values, objectionWindowHours: hours }, now, translate).errors).toEqual(
        {
          objectionWindowHours: 'Enter a whole number of hours from 1 to 720',
        },
      );
  });
});
