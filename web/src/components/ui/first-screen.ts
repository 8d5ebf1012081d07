import { windowScroll } from '@tanstack/react-virtual';
import { useEffect, useState } from 'react';

/** Rows a window-virtualized list renders beyond the screen each way while it shows its first screen. */
const FIRST_SCREEN_OVERSCAN = 1;

/**
 * The window's size as a window virtualizer's first measure (`initialRect`): without it the
 * virtualizer renders its first rows for a screen of no height, then all of them again once it
 * has observed the window, two renders of the first screen in one task.
 */
export const windowRect = (): { width: number; height: number } => lastRect;

/**
 * The window's size, read as this module loads and again at each resize: read as a list renders
 * (`innerWidth` and `innerHeight`), it laid the page out in the middle of that render.
 */
let lastRect = readWindowRect();
function readWindowRect(): { width: number; height: number } {
  return typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };
}
if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => void (lastRect = readWindowRect()), { passive: true });
}

/** The window's scroll offset, as the last scroll event left it (read once as this module loads). */
let lastScrollY = typeof window === 'undefined' ? 0 : window.scrollY;
if (typeof window !== 'undefined') {
  window.addEventListener('scroll', () => void (lastScrollY = window.scrollY), { passive: true });
}

/**
 * The window's scroll offset as a window virtualizer's first read (`initialOffset`): the one the
 * last scroll event left. The virtualizer's own default reads `window.scrollY` as the list first
 * renders, which lays the whole page out in the middle of that render; it follows every scroll
 * event after that itself.
 */
export const windowOffset = (): number => lastScrollY;

/**
 * A window virtualizer's scrolling (`scrollToFn`), but for a scroll to where the window already
 * is, which the virtualizer asks for as it mounts: scrolling lays the page out first, in the
 * middle of the list's first render, to go nowhere.
 */
export const scrollWindowTo: typeof windowScroll = (offset, options, instance) => {
  if (!options.behavior && offset + (options.adjustments ?? 0) === lastScrollY) return;
  windowScroll(offset, options, instance);
};

/**
 * A virtual list's overscan: one row beyond the screen while it shows its first screen, `overscan`
 * from a task after that screen has painted. The rows past the screen are there for Tab and a
 * quick scroll; rendered with the first screen, they made its task several times longer
 * (docs/decisions/052-first-screen-of-signed-in-lists.md).
 */
export function useFirstScreenOverscan(overscan: number, isShown: boolean): number {
  return useIsFirstScreen(isShown) ? Math.min(FIRST_SCREEN_OVERSCAN, overscan) : overscan;
}

/**
 * Whether a list is still showing its first screen: true until a task after the first frame in
 * which it was shown (`isShown`) has painted.
 */
export function useIsFirstScreen(isShown: boolean): boolean {
  const [isFirstScreen, setIsFirstScreen] = useState(true);
  useEffect(() => {
    if (!isShown || !isFirstScreen) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const widen = () => {
      timer = setTimeout(() => setIsFirstScreen(false), 0);
    };
    // After the next frame has painted: a timeout set in the frame's callback runs after it.
    if (typeof requestAnimationFrame !== 'function') {
      widen();
      return () => clearTimeout(timer);
    }
    const frame = requestAnimationFrame(widen);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [isShown, isFirstScreen]);
  return isFirstScreen;
}
