import { createServiceApp, type Logger, pingMongo } from '@ssc/service-kit';
import type { Express } from 'express';
import type { Connection } from 'mongoose';
import { authRoutes } from './auth-routes';
import { avatarImageModel } from './avatar-image-model';
import { avatarMediaRoutes } from './avatar-media-routes';
import { avatarUploadRoutes } from './avatar-upload-routes';
import { type Clock, systemClock } from './clock';
import type { AuthConfig } from './config';
import { dataExportRoutes } from './data-export-routes';
import { internalDisplayNamesRoutes } from './internal-display-names-routes';
import { internalStatsRoutes } from './internal-stats-routes';
import { profileRoutes } from './profile-routes';
import { settingsRoutes } from './settings-routes';
import { userModel } from './user-model';

export type AuthAppDeps = {
  connection: Connection;
  config: Pick<AuthConfig, 'INTERNAL_SECRET' | 'JWT_PRIVATE_KEY' | 'ACCESS_TOKEN_TTL_SECONDS'>;
  logger: Logger;
  clock?: Clock;
};

/**
 * Builds the auth service's HTTP app from its dependencies; never listens (see main.ts).
 * Call `ensureAuthIndexes(connection)` before serving traffic.
 */
export function createAuthApp(deps: AuthAppDeps): Express {
  const { connection, config, logger, clock = systemClock } = deps;
  const users = userModel(connection);
  const images = avatarImageModel(connection);
  const tokens = { privateKey: config.JWT_PRIVATE_KEY, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS };

  return createServiceApp({
    logger,
    internalSecret: config.INTERNAL_SECRET,
    // Auth needs only its database today; Kafka and Redis join here when it starts using them.
    health: { mongo: () => pingMongo(connection) },
    routes: [
      authRoutes({ users, tokens, clock }),
      // Settings and export before the profile routes: all three live under /api/profile.
      settingsRoutes({ users, clock }),
      dataExportRoutes({ users, images, clock }),
      profileRoutes({ users, clock }),
      avatarUploadRoutes({ users, images, clock }),
      avatarMediaRoutes({ images }),
      internalStatsRoutes({ users, clock }),
      internalDisplayNamesRoutes({ users }),
    ],
  });
}
