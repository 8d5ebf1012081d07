import { type ReactNode, useRef } from 'react';
import { useHasNearedScreen } from '../../lib/use-has-neared-screen.ts';

/**
 * Renders `children` (and so runs their queries) only once this place has come within a
 * screen's height of the screen; until then `placeholder`, which should be what the children
 * show while they load, so nothing moves when they take over. A section below the fold then
 * costs a member's first load neither its request nor its render.
 */
export function WhenNearScreen({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useHasNearedScreen(ref);
  return <div ref={ref}>{isNear ? children : placeholder}</div>;
}
