/**
 * The server owns the clock (docs/attempts.md): every attempt and live-mock response carries
 * `serverNow`. A screen learns the offset between that and the device clock when the response
 * arrives and reads "server time" as Date.now() + offset from then on. The exam screen and the
 * live-mock countdowns share this one helper.
 */

/** serverNow − device time when the response arrived; 0 when serverNow is missing or unreadable. */
export function clockOffsetMs(serverNow: string | null | undefined, receivedAtMs: number): number {
  const server = serverNow ? Date.parse(serverNow) : Number.NaN;
  return Number.isFinite(server) ? server - receivedAtMs : 0;
}
