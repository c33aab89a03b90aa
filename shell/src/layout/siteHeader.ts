import { EXAM_PAGE, pageRouteFor } from '../routes/pageTable';

/**
 * The exam screen is the whole screen, as in the real CBT: no site header (its links are a way
 * out of a running exam, and on a phone it takes the room of the question), no skip link (focus
 * starts on the question). The exam page has its own header with the timer and Submit. Every
 * other state of that route (loading, not found, completed, a load error) has its own way out.
 */
export function showsSiteHeader(pathname: string): boolean {
  return pageRouteFor(pathname)?.page !== EXAM_PAGE;
}
