/** What the services' tests share (dev only): real-server addresses, isolation, callers, events. */
export { type Callers, callersFor } from './callers';
export { type CollectedEvents, collectEvents } from './collect-events';
export { documentedAnswer, undocumentedRoutes } from './documented-routes';
export {
  type FormUpload,
  type MalformedForm,
  malformedForms,
  sendMalformedForm,
} from './malformed-forms';
export { metricSample } from './prometheus-text';
export { scratchDatabases } from './scratch-database';
export { type ServiceTestEnv, serviceTestEnv } from './service-env';
export { isPacked, STORE_SETTINGS } from './store-settings';
export { type TestInfra, testInfra } from './test-infra';
export { uniqueName } from './unique-name';
