import { queryClient, queryKeys } from '@ssc/web-core';

/** A test changed: the admin list, the students' lists and the counters are stale. */
export function refreshTests(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.tests });
  void queryClient.invalidateQueries({ queryKey: queryKeys.tests.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats });
}

/** A question changed: every bank page, the topic list, tests' question lists and the counters are stale. */
export function refreshQuestions(): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.questions });
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.tests });
  void queryClient.invalidateQueries({ queryKey: queryKeys.admin.stats });
}
