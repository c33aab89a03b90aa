import { profileApi } from '@ssc/web-core';
import { resultsApi } from '@ssc/web-core/page-api';

/**
 * "Export My Data": each service owns its part — auth the account, profile and settings
 * (`/api/profile/export`), results the submitted attempts with their scores and the saved
 * questions — so the file is put together here, from the same calls the pages use.
 */
export async function exportMyData(): Promise<Record<string, unknown>> {
  const [account, testAttempts, savedQuestions] = await Promise.all([
    profileApi.exportData(),
    resultsApi.userAttempts(),
    resultsApi.bookmarks(),
  ]);
  return { ...(account as Record<string, unknown>), testAttempts, savedQuestions };
}
