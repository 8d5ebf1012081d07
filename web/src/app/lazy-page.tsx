import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { LoadingState } from '../components/ui/spinner.tsx';
import { lazyNamed } from '../lib/lazy-named.ts';

/** A lazy page, whose code can be asked for before it renders. */
export type LazyPageComponent = ComponentType & { preload: () => void };

/**
 * A page loaded on first visit, inside a loading boundary of its own. Each page
 * has its own boundary, rather than one around the router's outlet, because
 * Preact loses an update made inside a boundary while it waits: a click on
 * another page while one is still loading would leave the page blank.
 * `preload` fetches its code ahead of its first render; the render then waits
 * on the same load (a failed one is asked again).
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyPageComponent {
  let loading: Promise<Record<Name, ComponentType>> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Page: LazyExoticComponent<ComponentType> = lazyNamed(loadOnce, name);
  function LazyPage() {
    return (
      <Suspense fallback={<LoadingState fillsScreen />}>
        <Page />
      </Suspense>
    );
  }
  LazyPage.preload = () => void loadOnce().catch(() => undefined);
  return LazyPage;
}
