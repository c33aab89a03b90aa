import { beforeAll, describe, expect, it } from 'vitest';
import { showInterfaceIn, translate } from '../i18n/interfaceLanguage';
import { formValuesOf, validateLiveMockForm } from './liveMockFormValues';

const now = new Date(2030, 0, 10, 9, 0).getTime();
const base = { testId: 't1', startsAt: '2030-01-10T10:00', registrationClosesAt: '', lateJoinMinutes: '' };

beforeAll(() => showInterfaceIn('en'));

describe('the schedule form’s shift fields', () => {
  it('sends a shift’s group and label, trimmed', () => {
    const { body } = validateLiveMockForm(
      { ...base, shiftGroup: ' cgl-2026 ', shiftLabel: ' Shift 2 ' },
      now,
      translate,
    );
    expect(body).toMatchObject({ shiftGroup: 'cgl-2026', shiftLabel: 'Shift 2' });
  });

  it('leaves them out when empty, and clears them on an edit of a mock that was a shift', () => {
    const empty = { ...base, shiftGroup: '', shiftLabel: '' };
    expect(validateLiveMockForm(empty, now, translate).body).not.toHaveProperty('shiftGroup');
    expect(validateLiveMockForm(empty, now, translate, { clearShift: true }).body).toMatchObject({
      shiftGroup: null,
      shiftLabel: null,
    });
  });

  it('wants a label with a group, a group with a label, and a group without spaces', () => {
    expect(
      validateLiveMockForm({ ...base, shiftGroup: 'g1', shiftLabel: '' }, now, translate).errors,
    ).toEqual({
      shiftLabel: 'Name this shift (for example "Shift 1")',
    });
    expect(
      validateLiveMockForm({ ...base, shiftGroup: '', shiftLabel: 'Shift 1' }, now, translate).errors,
    ).toEqual({
      shiftGroup: 'A shift label needs a group',
    });
    expect(
      validateLiveMockForm({ ...base, shiftGroup: 'cgl 2026', shiftLabel: 'S1' }, now, translate).errors,
    ).toEqual({
      shiftGroup: 'Use up to 64 letters, digits, - or _ (no spaces)',
    });
  });

  it('fills the fields from a mock being edited', () => {
    const values = formValuesOf({
      testId: 't1',
      startsAt: new Date(2030, 0, 11, 9, 0).toISOString(),
      registrationClosesAt: null,
      lateJoinMinutes: null,
      shiftGroup: 'g1',
      shiftLabel: 'Evening',
    } as Parameters<typeof formValuesOf>[0]);
    expect(values).toMatchObject({ shiftGroup: 'g1', shiftLabel: 'Evening' });
  });
});
