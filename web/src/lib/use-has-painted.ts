import { useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint.ts';

/**
 * False in the component's first render, true from a task after the browser has painted it: for
 * work a component can show a moment later (a query whose answer adds a line), kept out of the
 * task that renders the screen it is part of.
 */
export function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    if (hasPainted) return;
    let isCurrent = true;
    afterNextPaint(() => {
      if (isCurrent) setHasPainted(true);
    });
    return () => {
      isCurrent = false;
    };
  }, [hasPainted]);
  return hasPainted;
}
