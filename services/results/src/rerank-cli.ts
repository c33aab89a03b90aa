import { connectMongo, connectRedis, createLogger } from '@ssc/service-kit';
import { loadResultsConfig } from './config';
import { rebuildRankings } from './ranking/rebuild-rankings';
import { resultsCollections } from './store/collections';

/**
 * Rebuilds every test's ranking from the stored results (Redis lost them, or a fix changed
 * scores): `npm run rerank -w @ssc/results [-- --test <testId>]`, or `node dist/rerank-cli.js`,
 * with the service's MONGO_URL, MONGO_DB, REDIS_URL and RANK_KEY_PREFIX.
 */
const config = loadResultsConfig();
const logger = createLogger('results-rerank', config.LOG_LEVEL);
const testFlag = process.argv.indexOf('--test');
const onlyTest = testFlag >= 0 ? process.argv[testFlag + 1] : undefined;

const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
const redis = connectRedis(config.REDIS_URL, 'results-rerank');
try {
  const summary = await rebuildRankings({
    userResults: resultsCollections(connection).userResults,
    redis,
    prefix: config.RANK_KEY_PREFIX,
    ...(onlyTest ? { onlyTest } : {}),
  });
  logger.info(summary, 'rankings rebuilt');
} finally {
  await redis.quit();
  await connection.close();
}
