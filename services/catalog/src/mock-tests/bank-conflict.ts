import { AppError } from '@ssc/service-kit';

/**
 * A body that breaks a rule only against what the bank holds now (a question deleted meanwhile,
 * the sections the chosen questions are in, a test that is gone): 409, with the field it is
 * about. A rule of the body alone is a 400, which the API document states; this one it cannot.
 */
export function bankConflict(path: string, message: string): never {
  throw new AppError(409, message, 'CONFLICT', [{ path, message }]);
}
