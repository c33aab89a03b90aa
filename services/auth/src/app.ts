import { createMetrics, createServiceApp, type Logger, type Metrics, pingMongo } from '@ssc/service-kit';
import type { Express } from 'express';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { authRoutes } from './auth-routes';
import { avatarImageModel } from './avatar-image-model';
import { avatarMediaRoutes } from './avatar-media-routes';
import { avatarUploadRoutes } from './avatar-upload-routes';
import { type Clock, systemClock } from './clock';
import type { AuthConfig } from './config';
import { dataExportRoutes } from './data-export-routes';
import { emailVerificationModel } from './email-verification-model';
import { emailVerification } from './email-verification-routes';
import { internalDisplayNamesRoutes } from './internal-display-names-routes';
import { internalExamAccommodationsRoutes } from './internal-exam-accommodations-routes';
import { internalSessionRoutes } from './internal-session-routes';
import { internalStatsRoutes } from './internal-stats-routes';
import type { Mailer } from './mail-queue';
import { passwordResetModel } from './password-reset-model';
import { passwordResetRoutes } from './password-reset-routes';
import { profileRoutes } from './profile-routes';
import { sessionModel } from './session-model';
import { createSessions } from './sessions';
import { settingsRoutes } from './settings-routes';
import { userModel } from './user-model';

export type AuthAppDeps = {
  connection: Connection;
  /** Where the gateway reads each session's state from (sessions.ts). */
  redis: Redis;
  config: Pick<
    AuthConfig,
    'INTERNAL_SECRET' | 'JWT_PRIVATE_KEY' | 'ACCESS_TOKEN_TTL_SECONDS' | 'SESSION_TTL_SECONDS' | 'PUBLIC_URL'
  > &
    Partial<Pick<AuthConfig, 'METRICS_ALLOW'>>;
  logger: Logger;
  /** Where mail goes: the BullMQ queue in main.ts (mail-queue.ts), a recorder in tests. */
  mailer: Mailer;
  clock?: Clock;
  /** This process's metrics (main.ts); by default a registry of the app's own. */
  metrics?: Metrics;
};

/**
 * Builds the auth service's HTTP app from its dependencies; never listens (see main.ts).
 * Call `ensureAuthIndexes(connection)` before serving traffic.
 */
export function createAuthApp(deps: AuthAppDeps): Express {
  const { connection, config, logger, clock = systemClock } = deps;
  const users = userModel(connection);
  const sessions = createSessions({
    sessions: sessionModel(connection),
    users,
    redis: deps.redis,
    clock,
    ttlSeconds: config.SESSION_TTL_SECONDS,
    logger,
  });
  const images = avatarImageModel(connection);
  const tokens = { privateKey: config.JWT_PRIVATE_KEY, ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS };
  const verification = emailVerification({
    users,
    verifications: emailVerificationModel(connection),
    mailer: deps.mailer,
    publicUrl: config.PUBLIC_URL,
    clock,
    logger,
  });

  return createServiceApp({
    logger,
    internalSecret: config.INTERNAL_SECRET,
    // Redis only caches session state for the gateway: auth works without it, so it is not a check.
    health: { mongo: () => pingMongo(connection) },
    routes: [
      authRoutes({ users, sessions, tokens, clock, afterSignUp: verification.sendLinkAfterSignUp }),
      verification.router,
      passwordResetRoutes({
        users,
        resets: passwordResetModel(connection),
        sessions,
        mailer: deps.mailer,
        publicUrl: config.PUBLIC_URL,
        clock,
        logger,
      }),
      // Settings and export before the profile routes: all three live under /api/profile.
      settingsRoutes({ users, clock }),
      dataExportRoutes({ users, images, clock }),
      profileRoutes({ users, clock }),
      avatarUploadRoutes({ users, images, clock }),
      avatarMediaRoutes({ images }),
      internalStatsRoutes({ users, clock }),
      internalDisplayNamesRoutes({ users }),
      internalExamAccommodationsRoutes({ users }),
      internalSessionRoutes({ sessions }),
    ],
    metrics: deps.metrics ?? createMetrics('auth'),
    ...(config.METRICS_ALLOW ? { metricsAllow: config.METRICS_ALLOW } : {}),
  });
}
