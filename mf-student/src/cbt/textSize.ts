import { useCallback, useState } from 'react';

/**
 * How large the question and its options are drawn: a student's reading comfort on a small screen.
 * Chosen on the exam screen or on the settings page; both use this one stored value.
 */
export type TextSize = 'normal' | 'large' | 'largest';

/** The message id of each size's name (the exam catalog). */
export const TEXT_SIZE_NAMES = {
  normal: 'exam.sizeNormal',
  large: 'exam.sizeLarge',
  largest: 'exam.sizeLargest',
} satisfies Record<TextSize, string>;

export const TEXT_SIZES: readonly TextSize[] = ['normal', 'large', 'largest'];

/**
 * Kept on this device, not in the profile's settings: the settings API holds only on/off
 * switches (`Settings` in @ssc/contracts), and a text size is a choice for one screen, as a
 * phone's own font size is.
 */
export const TEXT_SIZE_KEY = 'ssc.exam-text-size.v1';

export function parseTextSize(raw: string | null | undefined): TextSize {
  return TEXT_SIZES.find((size) => size === raw) ?? 'normal';
}

function stored(): TextSize {
  try {
    return parseTextSize(window.localStorage.getItem(TEXT_SIZE_KEY));
  } catch {
    return 'normal'; // storage blocked (private mode): the default, and the choice lasts this visit
  }
}

/** The text size chosen on this device, and a way to change it that outlives a reload. */
export function useTextSize(): [TextSize, (size: TextSize) => void] {
  const [size, setSize] = useState<TextSize>(stored);
  const choose = useCallback((next: TextSize) => {
    setSize(next);
    try {
      window.localStorage.setItem(TEXT_SIZE_KEY, next);
    } catch {
      // storage blocked: the size still applies until the page is left
    }
  }, []);
  return [size, choose];
}
