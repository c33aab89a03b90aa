import { ValidationError } from '@ssc/service-kit';
import type { RequestHandler } from 'express';
import { AMBIGUOUS_PATH_MESSAGE, canonicalPath } from './canonical-path';
import './locals';

/** 400 for an ambiguous path; otherwise records the path every later step must use. */
export const requireCanonicalPath: RequestHandler = (req, res, next) => {
  const check = canonicalPath(req.originalUrl);
  if (!check.ok) return next(new ValidationError(`${AMBIGUOUS_PATH_MESSAGE}: ${check.reason}`));
  res.locals.path = check.path;
  res.locals.query = check.query;
  next();
};
