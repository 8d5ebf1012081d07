import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has come within a screen's height of the screen, and
 * stays true once it has: work for what nobody has scrolled to (a chart far
 * down a profile) waits until it is about to be seen. Without
 * IntersectionObserver it is true at once.
 */
export function useHasNearedScreen(ref: RefObject<Element | null>): boolean {
  const [hasNeared, setHasNeared] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = ref.current;
    if (hasNeared || !element) return;
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
