// @vitest-environment happy-dom
import type { TestResult } from '@ssc/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../i18n/renderInEnglish';
import { NormalisedScoreCard } from './NormalisedScoreCard';

afterEach(cleanup);

const result = { totalMarks: 100 } as TestResult;

describe('NormalisedScoreCard', () => {
  it('shows the shift, the raw and the normalised score and the shift percentile', () => {
    render(
      <NormalisedScoreCard
        result={{
          ...result,
          normalised: {
            rawScore: 70,
            normalisedScore: 90,
            shiftLiveMockId: 'lm2',
            shiftLabel: 'Shift 2',
            shiftPercentile: 100,
          },
        }}
      />,
    );
    expect(screen.getByTestId('normalised-shift').textContent).toBe('Your shiftShift 2');
    expect(screen.getByTestId('normalised-raw').textContent).toBe('Raw score70 / 100');
    expect(screen.getByTestId('normalised-normalised').textContent).toBe('Normalised score90');
    expect(screen.getByTestId('normalised-shift-percentile').textContent).toBe(
      'Percentile in your shift100.00',
    );
    expect(screen.getByText(/among all shifts/)).toBeTruthy();
    // A region named by its heading, so it can be found and read as one landmark.
    const region = screen.getByRole('region', { name: 'Normalised Score' });
    expect(within(region).getByRole('heading', { name: 'Normalised Score' })).toBeTruthy();
    expect(within(region).getByTestId('normalised-normalised')).toBeTruthy();
  });

  it('shows nothing for a result that was not normalised', () => {
    const { container } = render(<NormalisedScoreCard result={result} />);
    expect(container.innerHTML).toBe('');
  });
});
