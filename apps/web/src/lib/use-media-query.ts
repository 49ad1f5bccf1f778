import { useSyncExternalStore } from 'react';

/** True while the CSS media query matches (follows window resizes and rotations). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Phone widths (the 360 px layout of issue #16): result cards, filters folded behind one button. */
export const NARROW_SCREEN = '(max-width: 640px)';
