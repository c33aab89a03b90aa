import type { UserModel } from './user-model';

const ONE_HOUR_MS = 3_600_000;

/**
 * Records that a user is active. At most one write per user per hour: the condition makes
 * repeat visits a no-op read, so this can sit on the profile read path.
 */
export async function touchActivity(users: UserModel, userId: string, now: Date): Promise<void> {
  const staleBefore = new Date(now.getTime() - ONE_HOUR_MS);
  await users.updateOne(
    {
      _id: userId,
      $or: [
        { lastActiveAt: { $exists: false } },
        { lastActiveAt: null },
        { lastActiveAt: { $lt: staleBefore } },
      ],
    },
    { $set: { lastActiveAt: now } },
  );
}
