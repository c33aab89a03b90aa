import { describe, expect, it } from 'vitest';
import {
  bucketIndexOf,
  clampPercent,
  completedLabel,
  formatDecimalMinutes,
  formatMinutesSeconds,
  formatNumber,
  formatPercent,
  formatPercentile,
  signedMarks,
  timeBarPercent,
} from './resultFormat';

describe('result formatting', () => {
  it('shows time as minutes:seconds', () => {
    expect(formatMinutesSeconds(0)).toBe('0:00');
    expect(formatMinutesSeconds(65)).toBe('1:05');
    expect(formatMinutesSeconds(7500)).toBe('125:00');
    expect(formatMinutesSeconds(59.6)).toBe('1:00');
    expect(formatMinutesSeconds(-3)).toBe('0:00');
    expect(formatMinutesSeconds(Number.NaN)).toBe('0:00');
    expect(formatDecimalMinutes(12.5)).toBe('12:30');
  });

  it('says "Just now" within a minute, a date after that', () => {
    const submitted = '2025-03-01T10:00:00.000Z';
    const at = Date.parse(submitted);
    expect(completedLabel(submitted, at + 59_999)).toBe('Just now');
    expect(completedLabel(submitted, at - 2_000)).toBe('Just now');
    const later = completedLabel(submitted, at + 60_000, 'Asia/Kolkata');
    expect(later).not.toBe('Just now');
    expect(later).toContain('2025');
    expect(later).toMatch(/3:30\s?pm/i);
    expect(completedLabel('not a date', at)).toBe('');
  });

  it('caps the time bar at the test duration', () => {
    expect(timeBarPercent(30, 60)).toBe(50);
    expect(timeBarPercent(75, 60)).toBe(100);
    expect(timeBarPercent(-1, 60)).toBe(0);
    expect(timeBarPercent(10, 0)).toBe(0);
    expect(clampPercent(-12.5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
  });

  it('shows the percentile with 2 decimals', () => {
    expect(formatPercentile(100)).toBe('100.00');
    expect(formatPercentile(66.666)).toBe('66.67');
    expect(formatPercentile(Number.NaN)).toBe('0.00');
  });

  it('trims marks and percentages to at most 2 decimals', () => {
    expect(formatNumber(37.5)).toBe('37.5');
    expect(formatNumber(40)).toBe('40');
    expect(formatNumber(-1.255)).toBe('-1.25');
    expect(formatNumber(-0.001)).toBe('0');
    expect(formatPercent(83.333)).toBe('83.33%');
  });

  it('signs marks with a real minus sign', () => {
    expect(signedMarks(2)).toBe('+2');
    expect(signedMarks(-0.5)).toBe('\u22120.5');
    expect(signedMarks(0)).toBe('0');
  });

  it('finds the bucket holding a score, the top bucket including its upper bound', () => {
    const buckets = [
      { from: -10, to: 0 },
      { from: 0, to: 10 },
      { from: 10, to: 20 },
    ];
    expect(bucketIndexOf(buckets, -10)).toBe(0);
    expect(bucketIndexOf(buckets, 0)).toBe(1);
    expect(bucketIndexOf(buckets, 20)).toBe(2);
    expect(bucketIndexOf(buckets, 25)).toBe(-1);
  });
});
