import React, {type ComponentType, type ReactNode} from 'react';

/**
 * Wraps a route component factory so that the component is created the first time the route is
 * rendered or preloaded, not when the route table is evaluated. The wrapper renders no element
 * of its own, so server-rendered markup hydrates unchanged.
 */
export function lazyComponentCreator<A extends unknown[], C extends {preload?: () => unknown}>(
  create: (...args: A) => C,
) {
  return (...args: A): ComponentType<Record<string, unknown>> & {preload: () => Promise<unknown>} => {
    let component: C | undefined;
    const get = () => (component ??= create(...args));
    function LazyRouteComponent(props: Record<string, unknown>): ReactNode {
      const Component = get() as unknown as ComponentType<Record<string, unknown>>;
      return <Component {...props} />;
    }
    // Docusaurus waits on this before hydrating and before showing the next page.
    LazyRouteComponent.preload = () => Promise.resolve(get().preload?.());
    return LazyRouteComponent;
  };
}
