/** Query keys shared by the shell and the remotes; invalidating one refreshes every view of it. */
export const queryKeys = {
  profile: ['profile'] as const,
  settings: ['settings'] as const,
};
