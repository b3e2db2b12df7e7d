// A page or layout whose code is fetched only when asked for: the route's loader asks once the
// navigation guards have let the visit through, so a signed-out visit to a protected page never
// downloads that page (decision 042). React Router's `lazy` would fetch it alongside the guards.
import { type ComponentType, use } from 'react';
import type { PageModuleLoader } from './routes/route-definition.ts';

export interface DeferredComponent {
  /** Renders the loaded component; suspends until it is loaded if nothing asked for it first. */
  Component: ComponentType;
  /** Fetches the module once; a failed fetch can be asked again (the next navigation retries). */
  load(): Promise<void>;
}

const byLoader = new WeakMap<PageModuleLoader, DeferredComponent>();

/** One deferred component per module loader, so a layout shared by route groups is one component type. */
export function deferredComponent(loadModule: PageModuleLoader): DeferredComponent {
  const known = byLoader.get(loadModule);
  if (known) return known;
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const load = () => {
    loading ??= loadModule().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module loader (cached in byLoader), never during a render
  function Deferred() {
    if (!Loaded) use(load());
    const Component = Loaded as ComponentType;
    return <Component />;
  }
  const deferred = { Component: Deferred, load };
  byLoader.set(loadModule, deferred);
  return deferred;
}
