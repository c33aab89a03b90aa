import { createHash } from 'node:crypto';

/**
 * The id of a user's attempt at a live mock: one per user per mock. Deterministic, so two starts
 * racing (a double click, two instances) meet at the event store's unique first event, and a
 * mock's view finds the caller's attempt in their index without a lookup.
 */
export const liveAttemptIdFor = (userId: string, liveMockId: string): string =>
  createHash('sha256').update(`${userId}\nlive-mock\n${liveMockId}`).digest('hex').slice(0, 24);
