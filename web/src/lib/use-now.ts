import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, so 'hace 5 minutos' does not stay 5 minutes forever. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
