import { lazy, type ComponentType } from 'react';

/** A component from a module loaded on first render, so its code is a chunk of its own. */
export function lazyNamed<Name extends string, Props extends object = object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
