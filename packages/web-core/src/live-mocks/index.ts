/**
 * @ssc/web-core/live-mocks: the live-mock API calls and countdown helpers. A subpath,
 * not the main entry, so none of it lands in the shell's entry chunk, which the exam route
 * downloads; only the pages that show live mocks bundle it. It reaches the shared client and
 * session through '@ssc/web-core', the Module Federation singleton.
 */
export {
  type CountdownMilestone,
  countdownMilestone,
  countdownMilestoneStep,
  formatCountdown,
  secondsUntil,
} from './countdown';
export {
  liveMocksAdminApi,
  liveMocksApi,
  resultsReleaseAt,
  resultsServerNow,
  type ScheduleLiveMockBody,
  type UpdateLiveMockBody,
} from './liveMocksApi';
