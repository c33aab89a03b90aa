import { Fragment, type ReactNode } from 'react';

const MARK = '\u0000';

/**
 * A catalog message with elements in it ("opens at <strong>6:30 pm</strong>"): each element's
 * placeholder is filled with a marker, so the translation decides where it goes, and the message
 * is then cut at the markers and the elements put in their places.
 */
export function richMessage(
  translate: (id: string, values?: Record<string, unknown>) => string,
  id: string,
  parts: Record<string, ReactNode>,
  values: Record<string, unknown> = {},
): ReactNode {
  const marked = Object.fromEntries(Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]));
  const pieces = translate(id, { ...values, ...marked }).split(MARK);
  return pieces.map((piece, i) => (
    // Odd pieces are the names between two markers.
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed message, in order
    <Fragment key={i}>{i % 2 === 1 ? parts[piece] : piece}</Fragment>
  ));
}
