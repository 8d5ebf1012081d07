import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within a screen's height of the screen, and
 * stays true once it has: work for what nobody has scrolled to (a chart far
 * down a profile) waits until it is about to be seen. False in the first
 * render, as on the server; without IntersectionObserver, true a moment later.
 */
export function useHasNearedScreen(ref: RefObject<Element | null>): boolean {
  const [hasNeared, setHasNeared] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (hasNeared || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setHasNeared(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setHasNeared(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, hasNeared]);

  return hasNeared;
}
