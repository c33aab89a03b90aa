import { describe, expect, it } from 'vitest';
import { medianOfBuckets, timeBucket } from './time-buckets';
import { mediansOf } from './time-medians';

const counts = (times: number[]) => {
  const map = new Map<number, number>();
  for (const t of times) map.set(timeBucket(t), (map.get(timeBucket(t)) ?? 0) + 1);
  return map;
};

describe('time buckets', () => {
  it('are 1 s under a minute, 5 s under five, 30 s under thirty, then one', () => {
    expect([0, 7.9, 59, 60, 64, 299, 300, 1799, 1800, 9999, -3].map(timeBucket)).toEqual([
      0, 7, 59, 60, 60, 295, 300, 1770, 1800, 1800, 0,
    ]);
  });

  it('give the exact median under a minute, odd and even counts', () => {
    expect(medianOfBuckets(counts([12, 30, 45]))).toBe(30);
    expect(medianOfBuckets(counts([12, 30, 45, 50]))).toBe(37.5);
    expect(medianOfBuckets(counts([20, 20, 20, 59]))).toBe(20);
  });

  it('give a wider bucket’s middle above a minute', () => {
    // 62 and 64 share [60, 65): its middle is 62.
    expect(medianOfBuckets(counts([10, 62, 64]))).toBe(62);
    // 410 is in [390, 420): its middle is 404.5.
    expect(medianOfBuckets(counts([400, 410, 2000]))).toBe(404.5);
    expect(medianOfBuckets(counts([2000, 3000, 10]))).toBe(1800);
  });

  it('have no median with fewer than two times', () => {
    expect(medianOfBuckets(counts([42]))).toBeNull();
    expect(medianOfBuckets(new Map())).toBeNull();
  });

  it('are read per question from the stored histogram', () => {
    const medians = mediansOf({
      '12|q1': '1',
      '30|q1': '2',
      '45|q1': '1',
      '20|q-2|x': '1',
      '40|q-2|x': '1',
      '8|q3': '1',
      junk: '4',
    });
    expect([...medians]).toEqual([
      ['q1', 30],
      ['q-2|x', 30],
    ]);
  });
});
