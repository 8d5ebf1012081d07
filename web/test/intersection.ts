import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * An IntersectionObserver that reports only when told: `bringNear(element)` says the element
 * came near the screen, as a scroll would. jsdom has none; undone by `vi.unstubAllGlobals()`.
 */
export function stubIntersectionObserver(): { bringNear: (element: Element) => void } {
  const watched = new Map<Element, IntersectionObserverCallback>();
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(element: Element) {
        watched.set(element, this.callback);
      }
      unobserve() {}
      disconnect() {}
    },
  );
  return {
    bringNear: (element) =>
      act(() =>
        watched.get(element)?.(
          [{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      ),
  };
}
