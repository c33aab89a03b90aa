/** Injected wherever time matters (token expiry, timestamps) so tests control it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
