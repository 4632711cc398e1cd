// Pages loaded when first visited: the landing page, sign-in and the dashboard ship in the main
// script, the rest arrive as their own chunks (build.ts splits), so a visitor's first paint does
// not wait for the admin panel or the message screens.
import { type ComponentType, lazy, Suspense } from 'react';
import { Spinner } from '../ui/spinner';

/** A page component from `load`'s module, by export name, rendered with a spinner while it loads. */
export function lazyPage<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <div className="flex justify-center py-16">
            <Spinner className="size-8" label="Loading page" />
          </div>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
