export { httpMetricsMiddleware } from './express-metrics';
export { HTTP_DURATION_BUCKETS, type HttpMetrics } from './http-metrics';
export {
  consumerLag,
  kafkaLagMetrics,
  type LagGroup,
  type PartitionLag,
} from './kafka-lag';
export {
  type AddressAllowList,
  addressAllowList,
  DEFAULT_METRICS_ALLOW,
  isAddressOrRange,
} from './metrics-allow';
export { METRICS_PATH, mayReadMetrics } from './metrics-endpoint';
export { metricsRoute } from './metrics-route';
export { metricsListener, serveMetrics } from './metrics-server';
export { periodicRefresh } from './periodic-refresh';
export { deadLetterCounter, type JobCountSource, QUEUE_STATES, queueMetrics } from './queue-metrics';
export { createMetrics, type Metrics, type MetricsService } from './registry';
export { labelRoutes, routeLabelOf, routeTemplate, setRouteLabel, UNMATCHED_ROUTE } from './route-label';
