import type { PartitionOffsets } from '@ssc/kafka';
import { describe, expect, it } from 'vitest';
import { consumerLag } from './kafka-lag';

const p = (partition: number, low: number, high: number, committed: number): PartitionOffsets => ({
  topic: 't',
  partition,
  low,
  high,
  committed,
});

describe('consumerLag', () => {
  it('is the high watermark minus the committed offset', () => {
    expect(consumerLag([p(0, 0, 10, 4), p(1, 0, 7, 7)], true)).toEqual([
      { topic: 't', partition: 0, lag: 6 },
      { topic: 't', partition: 1, lag: 0 },
    ]);
  });

  it('without a commit, counts what is still on the partition for a group reading from the beginning', () => {
    expect(consumerLag([p(0, 3, 10, -1)], true)).toEqual([{ topic: 't', partition: 0, lag: 7 }]);
  });

  it('without a commit, counts nothing for a group that starts at the end', () => {
    expect(consumerLag([p(0, 3, 10, -1)], false)).toEqual([{ topic: 't', partition: 0, lag: 0 }]);
  });

  it('is never negative (a commit read after the high watermark)', () => {
    expect(consumerLag([p(0, 0, 10, 12)], true)).toEqual([{ topic: 't', partition: 0, lag: 0 }]);
  });

  it('is zero on an empty partition', () => {
    expect(consumerLag([p(0, 0, 0, -1)], true)).toEqual([{ topic: 't', partition: 0, lag: 0 }]);
  });
});
