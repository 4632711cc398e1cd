// Tells a page's boot script (static-page-boot.ts) that the app has taken the page over. Its own
// module because the server renders it too (render-signed-in.tsx): the browser hydrates the same
// tree, so React's ids (useId) come out the same on both sides.
import { useEffect } from 'react';

export function AppStarted() {
  useEffect(() => {
    document.documentElement.dataset.app = 'started';
    document.dispatchEvent(new Event('app-started'));
  }, []);
  return null;
}
