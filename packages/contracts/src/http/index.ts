import { attemptsOperations } from './attempts-operations';
import { authOperations } from './auth-operations';
import { catalogOperations } from './catalog-operations';
import type { ServiceOperations } from './operation';
import { resultsOperations } from './results-operations';

export * from './forms';
export * from './operation';

/**
 * Every public operation behind the gateway, by owning service: the source of the OpenAPI
 * document (gateway/src/openapi). A separate entry (`@ssc/contracts/http`), so the web bundles
 * that import the contracts never carry it.
 */
export const SERVICE_OPERATIONS: readonly ServiceOperations[] = [
  authOperations,
  catalogOperations,
  attemptsOperations,
  resultsOperations,
];
