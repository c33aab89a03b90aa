import type { LiveMock } from '@ssc/contracts';
import { LIVE_MOCK_MAX_LATE_JOIN_MINUTES, OBJECTION_WINDOW_MAX_HOURS } from '@ssc/contracts/constants';
import type { ScheduleLiveMockBody } from '@ssc/web-core/live-mocks';
import type { Translate } from '../i18n/adminCatalog';

/** The schedule form as typed: times in the admin's local time (`<input type="datetime-local">`). */
export interface LiveMockFormValues {
  testId: string;
  startsAt: string;
  registrationClosesAt: string;
  lateJoinMinutes: string;
  /** The group of shifts and this shift's label (absent or empty: a mock of its own). */
  shiftGroup?: string;
  shiftLabel?: string;
  /** Hours after the release for objections to the answer key (empty: the default). */
  objectionWindowHours?: string;
}

export type LiveMockFormErrors = Partial<Record<keyof LiveMockFormValues, string>>;

export const EMPTY_FORM: LiveMockFormValues = {
  testId: '',
  startsAt: '',
  registrationClosesAt: '',
  lateJoinMinutes: '',
  shiftGroup: '',
  shiftLabel: '',
  objectionWindowHours: '',
};

/** "2026-11-25T18:30" in the device's zone as epoch ms; NaN when empty or not a time. */
export function localInputToMs(value: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return Number.NaN;
  return new Date(value).getTime(); // no zone in the string: read as local time
}

const two = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a datetime-local value in the device's zone. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (!Number.isFinite(d.getTime())) return '';
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
}

export function formValuesOf(mock: LiveMock): LiveMockFormValues {
  return {
    testId: mock.testId,
    startsAt: isoToLocalInput(mock.startsAt),
    registrationClosesAt: isoToLocalInput(mock.registrationClosesAt),
    lateJoinMinutes: mock.lateJoinMinutes === null ? '' : String(mock.lateJoinMinutes),
    shiftGroup: mock.shiftGroup ?? '',
    shiftLabel: mock.shiftLabel ?? '',
    objectionWindowHours: mock.objectionWindowHours === undefined ? '' : String(mock.objectionWindowHours),
  };
}

const SHIFT_GROUP = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Checks the form as the server will (start in the future, registration closing not after the
 * start, a whole number of late-join minutes up to the limit, a shift's group and label together)
 * and builds the request body with ISO times. Empty optional fields are sent as null (the server
 * clears them on an edit); empty shift fields are left out unless `clearShift` (an edit of a
 * mock that was a shift).
 */
export function validateLiveMockForm(
  values: LiveMockFormValues,
  nowMs: number,
  _: Translate,
  opts: { clearShift?: boolean; clearObjectionWindow?: boolean } = {},
): { body: ScheduleLiveMockBody; errors: null } | { body: null; errors: LiveMockFormErrors } {
  const errors: LiveMockFormErrors = {};
  if (!values.testId) errors.testId = _('admin.live.chooseTest');

  const startMs = localInputToMs(values.startsAt);
  if (!values.startsAt) errors.startsAt = _('admin.live.chooseStart');
  else if (!Number.isFinite(startMs)) errors.startsAt = _('admin.live.invalidTime');
  else if (startMs <= nowMs) errors.startsAt = _('admin.live.startInFuture');

  let registrationClosesAt: string | null = null;
  if (values.registrationClosesAt) {
    const closeMs = localInputToMs(values.registrationClosesAt);
    if (!Number.isFinite(closeMs)) errors.registrationClosesAt = _('admin.live.invalidTime');
    else if (Number.isFinite(startMs) && closeMs > startMs)
      errors.registrationClosesAt = _('admin.live.closeBeforeStart');
    else registrationClosesAt = new Date(closeMs).toISOString();
  }

  let lateJoinMinutes: number | null = null;
  const late = values.lateJoinMinutes.trim();
  if (late !== '') {
    const n = Number(late);
    if (!/^\d+$/.test(late) || !Number.isInteger(n)) errors.lateJoinMinutes = _('admin.live.wholeMinutes');
    else if (n > LIVE_MOCK_MAX_LATE_JOIN_MINUTES)
      errors.lateJoinMinutes = _('admin.live.atMostMinutes', { max: LIVE_MOCK_MAX_LATE_JOIN_MINUTES });
    else lateJoinMinutes = n;
  }

  const shiftGroup = values.shiftGroup?.trim() ?? '';
  const shiftLabel = values.shiftLabel?.trim() ?? '';
  if (shiftGroup && !SHIFT_GROUP.test(shiftGroup)) errors.shiftGroup = _('admin.live.groupFormat');
  if (shiftGroup && !shiftLabel) errors.shiftLabel = _('admin.live.nameShift');
  else if (shiftLabel.length > 40) errors.shiftLabel = _('admin.live.labelTooLong');
  if (shiftLabel && !shiftGroup) errors.shiftGroup = _('admin.live.labelNeedsGroup');

  // Empty: the default window — left out of a new mock, null on an edit (the server clears it).
  let objectionWindow: { objectionWindowHours?: number | null } = {};
  const hours = values.objectionWindowHours?.trim() ?? '';
  if (hours === '') objectionWindow = opts.clearObjectionWindow ? { objectionWindowHours: null } : {};
  else {
    const n = Number(hours);
    if (!/^\d+$/.test(hours) || n < 1 || n > OBJECTION_WINDOW_MAX_HOURS)
      errors.objectionWindowHours = _('admin.live.objectionHoursRange', { max: OBJECTION_WINDOW_MAX_HOURS });
    else objectionWindow = { objectionWindowHours: n };
  }

  if (Object.keys(errors).length > 0) return { body: null, errors };
  const shift =
    shiftGroup || opts.clearShift ? { shiftGroup: shiftGroup || null, shiftLabel: shiftLabel || null } : {};
  return {
    body: {
      testId: values.testId,
      startsAt: new Date(startMs).toISOString(),
      registrationClosesAt,
      lateJoinMinutes,
      ...shift,
      ...objectionWindow,
    },
    errors: null,
  };
}
