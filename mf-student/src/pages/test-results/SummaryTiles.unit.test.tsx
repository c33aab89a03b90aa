// @vitest-environment happy-dom
import type { TestResult } from '@ssc/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showInterfaceIn } from '../../i18n/interfaceLanguage';
import { render } from '../../i18n/renderInEnglish';
import { SummaryTiles } from './SummaryTiles';

afterEach(cleanup);

const result = {
  rank: 3,
  rankTotal: 7,
  percentile: 71.43,
  score: 7.5,
  totalMarks: 10,
  attempted: 5,
  totalQuestions: 5,
  accuracy: 80,
  countsForRank: true,
} as TestResult;

const rankTile = () => screen.getByTestId('tile-rank').textContent;

describe('SummaryTiles: what the rank is among', () => {
  it('a practice first attempt: among first attempts', () => {
    render(<SummaryTiles result={result} />);
    expect(rankTile()).toBe('Rank3 / 7Among first attempts at this test');
  });

  it('a live mock of its own: among its live takers', () => {
    render(<SummaryTiles result={result} live />);
    expect(rankTile()).toBe('Rank among live takers3 / 7Among everyone who sat this live mock');
  });

  it('a normalised shift: among every shift, by normalised score; the score stays raw', () => {
    render(
      <SummaryTiles
        result={{
          ...result,
          normalised: {
            rawScore: 7.5,
            normalisedScore: 6,
            shiftLiveMockId: 'lm1',
            shiftLabel: 'Shift 1',
            shiftPercentile: 75,
          },
        }}
        live
      />,
    );
    expect(rankTile()).toBe(
      'Rank among all shifts3 / 7Among every shift of this live mock, by normalised score',
    );
    expect(screen.getByTestId('tile-score').textContent).toBe('Score7.5 / 10');
    expect(screen.getByTestId('tile-percentile').textContent).toBe('Percentile71.43');
  });
});

describe('SummaryTiles in a Hindi interface', () => {
  afterEach(() => showInterfaceIn('en'));

  it('Hindi labels; big counts grouped the Indian way; percentile with two decimals', async () => {
    await showInterfaceIn('hi');
    render(
      <SummaryTiles
        result={{
          ...result,
          rank: 123_456,
          rankTotal: 2_50_000,
          percentile: 50.6,
          score: -1.25,
          totalMarks: 200,
        }}
      />,
    );
    expect(rankTile()).toBe('रैंक1,23,456 / 2,50,000इस टेस्ट के पहले प्रयासों में');
    expect(screen.getByTestId('tile-percentile').textContent).toBe('पर्सेंटाइल50.60');
    expect(screen.getByTestId('tile-score').textContent).toBe('अंक-1.25 / 200');
  });
});
