import {
  IDENTITY_HEADER,
  type Identity,
  type ServiceName,
  serviceCallHeaders,
  signIdentity,
} from '@ssc/service-kit';

export type Callers = {
  /** The signed identity header the gateway forwards for this user (a student unless told). */
  as(userId: string, role?: Identity['role'], email?: string): Record<string, string>;
  /** The same for the admin `admin-1`. */
  asAdmin(): Record<string, string>;
  /** The header another service sends on an `/internal` call. */
  asService(caller: ServiceName, onBehalfOf?: Identity): Record<string, string>;
};

/** Who calls a service app in its tests, signed with the app's INTERNAL_SECRET. */
export function callersFor(internalSecret: string): Callers {
  const as = (userId: string, role: Identity['role'] = 'student', email = `${userId}@example.com`) => ({
    [IDENTITY_HEADER]: signIdentity(internalSecret, { userId, role, email }),
  });
  return {
    as,
    asAdmin: () => as('admin-1', 'admin'),
    asService: (caller, onBehalfOf) =>
      serviceCallHeaders(internalSecret, { caller, ...(onBehalfOf ? { onBehalfOf } : {}) }),
  };
}
