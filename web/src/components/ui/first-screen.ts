import { useEffect, useState } from 'react';

/** Rows a window-virtualized list renders beyond the screen each way while it shows its first screen. */
const FIRST_SCREEN_OVERSCAN = 1;

/**
 * The window's size as a window virtualizer's first measure (`initialRect`): without it the
 * virtualizer renders its first rows for a screen of no height, then all of them again once it
 * has observed the window, two renders of the first screen in one task.
 */
export const windowRect = (): { width: number; height: number } =>
  typeof window === 'undefined'
    ? { width: 0, height: 0 }
    : { width: window.innerWidth, height: window.innerHeight };

/**
 * A virtual list's overscan: one row beyond the screen while it shows its first screen, `overscan`
 * from a task after that screen has painted. The rows past the screen are there for Tab and a
 * quick scroll; rendered with the first screen, they made its task several times longer
 * (docs/decisions/052-first-screen-of-signed-in-lists.md).
 */
export function useFirstScreenOverscan(overscan: number, isShown: boolean): number {
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
  return isFirstScreen ? Math.min(FIRST_SCREEN_OVERSCAN, overscan) : overscan;
}
