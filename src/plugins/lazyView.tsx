// Domain views load on demand (DESIGN §5): a plugin names its views through lazyView, so the
// signed-in shell's first load carries none of them.
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { ViewLoading } from '../ui/ViewLoading';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- views take whatever props react-admin passes
type View = ComponentType<any>;
type LazyView = View & { preload: () => Promise<unknown> };

export function lazyView<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string): LazyView {
  let loading: Promise<M> | undefined;
  const preload = () => (loading ??= load());
  const Lazy = lazy(async () => ({ default: (await preload())[exportName] as View }));
  function LazyView(props: Record<string, unknown>) {
    return (
      <Suspense fallback={<ViewLoading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyView.displayName = `lazyView(${exportName})`;
  LazyView.preload = preload;
  return LazyView;
}

/** Starts fetching a route's view while something else (the auth check) is still on its way. */
export function preloadView(element: ReactElement): void {
  void (element.type as Partial<LazyView>).preload?.();
}
