// Code loaded when first needed: the landing page ships in the main script, other pages arrive as
// their own chunks (build.ts splits) when first visited, and the machinery no first paint shows
// (toasts, tooltips) once the app is running — so a visitor's first paint waits for none of it.
import { type ComponentType, lazy, type ReactNode, Suspense, startTransition, useEffect, useState } from 'react';
import { Spinner } from '../ui/spinner';
import { PageHydrated } from './page-hydrated';

/**
 * A page component from `load`'s module, by export name, rendered with a spinner while it loads.
 * `preload()` starts loading it early (main.tsx, for the page the app opens on).
 */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  const preload = () => {
    loading ??= load().then((module) => (loaded = module));
    return loading;
  };
  const page = (module: M) => ({ default: module[name] as ComponentType });
  // Once loaded, the page is handed over in the same render (a thenable that resolves at once), so
  // hydrating a page whose code main.tsx loaded first does not suspend.
  const ready = (module: M) => {
    const value = page(module);
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes a synchronous thenable's value in the same render
    return { then: (resolve: (resolved: typeof value) => void) => resolve(value) } as unknown as Promise<typeof value>;
  };
  const Page = lazy(() => (loaded ? ready(loaded) : preload().then(page)));
  return Object.assign(LazyPage, { preload });
  function LazyPage() {
    return (
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner className="size-8" label="Loading page" />
          </div>
        }
      >
        <Page />
        <PageHydrated />
      </Suspense>
    );
  }
}

/**
 * A component from `load`'s module that renders nothing on the server and in the first (hydrating)
 * render, and loads once the page is running: for parts with nothing to show at first (toasts; the
 * help chat's panel, closed).
 */
export function lazyAfterStart<M extends Record<string, unknown>, P extends object = object>(load: () => Promise<M>, name: keyof M & string) {
  const Part = lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
  return function LazyPart(props: P & { children?: ReactNode }) {
    const [started, setStarted] = useState(false);
    useEffect(() => startTransition(() => setStarted(true)), []);
    return <Suspense fallback={null}>{started ? <Part {...props} /> : null}</Suspense>;
  };
}

/**
 * A dialog loaded when first shown (`shown` says when, from its props), then kept mounted so it
 * closes as before: a page that only might open it (Post New Shift on the dashboard) does not load
 * its form code (react-hook-form, zod, the calendar) with its first paint.
 */
export function lazyWhenShown<P extends object>(load: () => Promise<ComponentType<P>>, shown: (props: P) => boolean) {
  const Part = lazy(async () => ({ default: await load() }));
  return function LazyWhenShown(props: P) {
    const [wanted, setWanted] = useState(false);
    const showing = shown(props);
    useEffect(() => {
      if (showing) setWanted(true);
    }, [showing]);
    if (!wanted && !showing) return null;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
