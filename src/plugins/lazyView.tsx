// Domain views load on demand (DESIGN §5): a plugin names its views through lazyView, so the
// signed-in shell's first load carries none of them.
import { lazy, Suspense, type ComponentType } from 'react';
import { Loading } from 'react-admin';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- views take whatever props react-admin passes
type View = ComponentType<any>;

export function lazyView<M extends Record<string, unknown>>(load: () => Promise<M>, exportName: keyof M & string): View {
  const Lazy = lazy(async () => ({ default: (await load())[exportName] as View }));
  function LazyView(props: Record<string, unknown>) {
    return (
      <Suspense fallback={<Loading />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  LazyView.displayName = `lazyView(${exportName})`;
  return LazyView;
}
