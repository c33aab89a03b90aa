import type { UserModel, UserRecord } from './user-model';

const ONE_HOUR_MS = 3_600_000;

/**
 * Records that a user is active, at most once per user per hour. The check uses the record
 * the caller already loaded, so most profile reads write nothing; the write is a lone `_id`
 * update, the only filter FerretDB 1.24 answers from an index.
 */
export async function touchActivity(
  users: UserModel,
  user: Pick<UserRecord, '_id' | 'lastActiveAt'>,
  now: Date,
): Promise<void> {
  const last = user.lastActiveAt?.getTime();
  if (last !== undefined && now.getTime() - last < ONE_HOUR_MS) return;
  await users.updateOne({ _id: user._id }, { $set: { lastActiveAt: now } });
}
