import type { Identity } from './identity';

declare global {
  namespace Express {
    interface Request {
      id: string;
      identity?: Identity;
    }
  }
}
