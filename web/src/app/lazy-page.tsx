import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState } from '../components/ui/spinner.tsx';
import { lazyNamed } from '../lib/lazy-named.ts';

/**
 * A page loaded on first visit, inside a loading boundary of its own. Each page
 * has its own boundary, rather than one around the router's outlet, because
 * Preact loses an update made inside a boundary while it waits: a click on
 * another page while one is still loading would leave the page blank.
 */
export function lazyPage<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  const Page: LazyExoticComponent<ComponentType> = lazyNamed(load, name);
  return function LazyPage() {
    return (
      <Suspense fallback={<LoadingState fillsScreen />}>
        <Page />
      </Suspense>
    );
  };
}
