import { testInfra, uniqueName } from '@ssc/test-kit';
import { afterAll, describe, expect, it } from 'vitest';
import { createKafkaAdmin } from './admin';

const conn = () => ({ clientId: uniqueName('admin-test'), brokers: testInfra().kafkaBrokers });
const admin = createKafkaAdmin(conn());
/** Another process's admin: its create can race this one's. */
const other = createKafkaAdmin(conn());
afterAll(async () => {
  await admin.close();
  await other.close();
});

describe('the Kafka admin on a real broker', () => {
  it('creates only the missing topics, also when two callers race, and deletes them', async () => {
    const [first, second] = [uniqueName('admin'), uniqueName('admin')];
    // Both find the topics missing; the one whose create comes second meets TOPIC_ALREADY_EXISTS.
    await Promise.all([
      admin.ensureTopics([first, second], { partitions: 2 }),
      other.ensureTopics([first, second], { partitions: 2 }),
    ]);
    // Again with another partition count: the existing topic is left as it is.
    await admin.ensureTopics([first], { partitions: 5 });

    expect(await admin.listTopics()).toEqual(expect.arrayContaining([first, second]));
    const leaders = await admin.partitionLeaders(first);
    expect(leaders.map((p) => p.partition)).toEqual([0, 1]);
    expect(leaders.every((p) => p.leader >= 0)).toBe(true);
    expect(await admin.offsets(uniqueName('no-group'), [first])).toEqual([
      { topic: first, partition: 0, low: 0, high: 0, committed: -1 },
      { topic: first, partition: 1, low: 0, high: 0, committed: -1 },
    ]);

    await admin.deleteTopics([first, second]);
    // The controller has accepted the deletion; the broker's metadata may follow a moment later.
    const deadline = Date.now() + 10_000;
    let listed = await admin.listTopics();
    while ((listed.includes(first) || listed.includes(second)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      listed = await admin.listTopics();
    }
    expect(listed).not.toContain(first);
    expect(listed).not.toContain(second);
  });
});
