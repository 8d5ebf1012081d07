import { useCallback, useRef } from 'react';

/**
 * Runs one task at a time and drops calls made while it runs. A button's
 * disabled state only arrives with the next render; a quick double click can
 * land before it, and must not send the request twice.
 */
export function useSingleFlight(): (task: () => Promise<void>) => Promise<void> {
  const isRunning = useRef(false);
  return useCallback(async (task) => {
    if (isRunning.current) return;
    isRunning.current = true;
    try {
      await task();
    } finally {
      isRunning.current = false;
    }
  }, []);
}
