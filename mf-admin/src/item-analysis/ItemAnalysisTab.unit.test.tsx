// @vitest-environment happy-dom
import type { ItemAnalysisReport, ItemQuestionStats } from '@ssc/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InterfaceLanguage, showInterfaceIn } from '../i18n/interfaceLanguage';

const api = vi.hoisted(() => ({ tests: vi.fn(), itemAnalysis: vi.fn() }));

vi.mock('@ssc/web-core/page-api', async (original) => {
  const actual = await original<typeof import('@ssc/web-core/page-api')>();
  return {
    ...actual,
    adminApi: { ...actual.adminApi, tests: api.tests },
    resultsAdminApi: { ...actual.resultsAdminApi, itemAnalysis: api.itemAnalysis },
  };
});

const { HttpError } = await import('@ssc/web-core');
const { default: ItemAnalysisTab } = await import('./ItemAnalysisTab');

const question = (n: number, facility: number, discrimination: number | null): ItemQuestionStats => ({
  questionId: `q${n}`,
  questionNumber: n,
  section: 'GENERAL_AWARENESS',
  correctAnswer: 'A',
  responses: 10,
  facility,
  discrimination,
  discriminationIndex: 0.5,
  unattemptedShare: 0.1,
  medianTimeSeconds: 32.5,
  options: (['A', 'B', 'C', 'D'] as const).map((option) => ({
    option,
    isKey: option === 'A',
    count: option === 'A' ? Math.round(facility * 10) : 1,
    topCount: 1,
    bottomCount: 0,
    share: 0.1,
    pointBiserial: option === 'D' ? null : 0.25,
  })),
  flags: [],
});

const report: ItemAnalysisReport = {
  testId: 't1',
  title: 'Worked example',
  computedAt: '2025-03-01T11:00:00.000Z',
  responses: 10,
  flagsShown: false,
  kr20: 0.6219,
  meanScore: 2.3,
  sdScore: 1.4177,
  maxScore: 5,
  questions: [question(1, 0.8, 0.4152), question(2, 0.6, null), question(3, 0.2, 0.1538)],
};

function renderTab(search = '?tab=item-analysis&testId=t1') {
  render(
    <InterfaceLanguage>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={[`/admin${search}`]}>
          <ItemAnalysisTab />
        </MemoryRouter>
      </QueryClientProvider>
    </InterfaceLanguage>,
  );
  return userEvent.setup();
}

const rowHeaders = () =>
  within(screen.getByTestId('item-analysis-table'))
    .getAllByRole('rowheader')
    .map((h) => h.textContent);

beforeEach(async () => {
  await showInterfaceIn('en');
  api.tests.mockResolvedValue([{ id: 't1', title: 'Worked example', durationMinutes: 10 }]);
  api.itemAnalysis.mockReset();
});
afterEach(cleanup);

describe('ItemAnalysisTab', () => {
  it('shows the figures with the note below 30 responses, and a missing figure as a dash', async () => {
    api.itemAnalysis.mockResolvedValue(report);
    renderTab();
    expect(await screen.findByTestId('ia-responses')).toHaveProperty('textContent', '10');
    expect(screen.getByTestId('ia-kr20').textContent).toBe('0.62');
    expect(screen.getByText('2.30 of 5')).toBeTruthy();
    expect(screen.getByTestId('ia-few-responses').textContent).toBe(
      'Only 10 responses so far: the figures are shown, but questions are flagged only from 30 responses on, when the figures start to be dependable.',
    );
    expect(within(screen.getByTestId('ia-row-2')).getAllByText('—').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/tests/t1/item-analysis?format=csv',
    );
    const edit = within(screen.getByTestId('ia-row-1')).getByRole('link', { name: 'Edit' });
    expect(edit.getAttribute('href')).toBe('/admin?tab=questions&testId=t1&questionId=q1');
    const objections = within(screen.getByTestId('ia-row-1')).getByRole('link', { name: 'Objections' });
    expect(objections.getAttribute('href')).toBe('/admin?tab=objections&testId=t1&questionId=q1');
  });

  it('sorts by a column from its header button, saying how in aria-sort', async () => {
    api.itemAnalysis.mockResolvedValue(report);
    const user = renderTab();
    await screen.findByTestId('item-analysis-table');
    const header = screen.getByRole('columnheader', { name: 'Discrimination (r)' });
    expect(header.getAttribute('aria-sort')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Question' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    // Question 2 has no discrimination: last either way.
    expect(rowHeaders()).toEqual(['Q1', 'Q3', 'Q2']);
    await user.click(within(header).getByRole('button'));
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(rowHeaders()).toEqual(['Q3', 'Q1', 'Q2']);
  });

  it('says there is no analysis yet when the test has none (404)', async () => {
    api.itemAnalysis.mockRejectedValue(new HttpError('Not found', 404, 'No item analysis for this test yet'));
    renderTab();
    expect(await screen.findByText('No analysis yet')).toBeTruthy();
    expect(screen.queryByTestId('item-analysis-table')).toBeNull();
  });

  it('asks for a test first, in Hindi too', async () => {
    await showInterfaceIn('hi');
    renderTab('?tab=item-analysis');
    expect(screen.getByRole('heading', { name: 'पद विश्लेषण' })).toBeTruthy();
    expect(screen.getByText('प्रश्नों का प्रदर्शन देखने के लिए एक टेस्ट चुनें।')).toBeTruthy();
    expect(api.itemAnalysis).not.toHaveBeenCalled();
  });
});
