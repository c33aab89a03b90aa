// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { InterfaceLanguage, showInterfaceIn } from '../i18n/interfaceLanguage';

const api = vi.hoisted(() => ({
  tests: vi.fn(),
  schedule: vi.fn(),
  update: vi.fn(),
  toastError: vi.fn(),
}));

vi.mock('@ssc/web-core', async (original) => {
  const actual = await original<typeof import('@ssc/web-core')>();
  return {
    ...actual,
    toast: { ...actual.toast, error: api.toastError, success: vi.fn() },
  };
});

vi.mock('@ssc/web-core/page-api', async (original) => {
  const actual = await original<typeof import('@ssc/web-core/page-api')>();
  return { ...actual, adminApi: { ...actual.adminApi, tests: api.tests } };
});

vi.mock('@ssc/web-core/live-mocks', async (original) => {
  const actual = await original<typeof import('@ssc/web-core/live-mocks')>();
  return {
    ...actual,
    liveMocksAdminApi: { ...actual.liveMocksAdminApi, schedule: api.schedule, update: api.update },
  };
});

const { HttpError } = await import('@ssc/web-core');
const { LiveMockForm } = await import('./LiveMockForm');

beforeAll(() => showInterfaceIn('en'));
afterEach(cleanup);

function renderForm() {
  api.tests.mockResolvedValue([{ id: 't1', title: 'One minute test', durationMinutes: 1 }]);
  const onDone = vi.fn();
  render(
    <InterfaceLanguage>
      <QueryClientProvider client={new QueryClient()}>
        <LiveMockForm editing={null} onDone={onDone} />
      </QueryClientProvider>
    </InterfaceLanguage>,
  );
  return { onDone, user: userEvent.setup() };
}

describe('LiveMockForm', () => {
  it('names what is missing next to each control and sends nothing', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Schedule live mock' }));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Choose a test',
      'Choose the start date and time',
    ]);
    expect(screen.getByLabelText('Start').getAttribute('aria-invalid')).toBe('true');
    expect(api.schedule).not.toHaveBeenCalled();
  });

  it('sends the local start as ISO and shows the server reason on a refusal', async () => {
    const { user, onDone } = renderForm();
    await screen.findByRole('option', { name: 'One minute test (1 min)' });
    await user.selectOptions(screen.getByLabelText('Test'), 't1');
    const start = new Date(Date.now() + 3_600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    const local = `${start.getFullYear()}-${two(start.getMonth() + 1)}-${two(start.getDate())}T${two(start.getHours())}:${two(start.getMinutes())}`;
    await user.type(screen.getByLabelText('Start'), local);
    await user.type(screen.getByLabelText('Late join limit, minutes (optional)'), '200');
    await user.click(screen.getByRole('button', { name: 'Schedule live mock' }));
    expect(screen.getByText('At most 180 minutes')).toBeTruthy();

    await user.clear(screen.getByLabelText('Late join limit, minutes (optional)'));
    await user.type(screen.getByLabelText('Late join limit, minutes (optional)'), '15');
    api.schedule.mockRejectedValueOnce(
      new HttpError('x', 409, 'This test already has a live mock at that time'),
    );
    await user.click(screen.getByRole('button', { name: 'Schedule live mock' }));
    await waitFor(() =>
      expect(api.toastError).toHaveBeenCalledWith(
        'Failed to schedule live mock: This test already has a live mock at that time',
      ),
    );
    const sent = api.schedule.mock.calls[0]?.[0];
    expect(sent).toEqual({
      testId: 't1',
      startsAt: new Date(local).toISOString(),
      registrationClosesAt: null,
      lateJoinMinutes: 15,
    });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the shift group and label typed in the form', async () => {
    const { user } = renderForm();
    await screen.findByRole('option', { name: 'One minute test (1 min)' });
    await user.selectOptions(screen.getByLabelText('Test'), 't1');
    const start = new Date(Date.now() + 3_600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    const local = `${start.getFullYear()}-${two(start.getMonth() + 1)}-${two(start.getDate())}T${two(start.getHours())}:${two(start.getMinutes())}`;
    const sentBefore = api.schedule.mock.calls.length;
    await user.type(screen.getByLabelText('Start'), local);
    await user.type(screen.getByLabelText('Shift group (optional)'), 'cgl-2026');
    await user.click(screen.getByRole('button', { name: 'Schedule live mock' }));
    expect(screen.getByText('Name this shift (for example "Shift 1")')).toBeTruthy();
    expect(api.schedule.mock.calls.length).toBe(sentBefore);
    api.schedule.mockResolvedValueOnce({});
    await user.type(screen.getByLabelText('Shift label'), 'Shift 1');
    await user.click(screen.getByRole('button', { name: 'Schedule live mock' }));
    await waitFor(() => expect(api.schedule.mock.calls.length).toBe(sentBefore + 1));
    expect(api.schedule.mock.calls.at(-1)?.[0]).toMatchObject({
      shiftGroup: 'cgl-2026',
      shiftLabel: 'Shift 1',
    });
  });
});
