import { useEffect } from 'react';
import { useAppName } from './config';

/** Keeps the tab title on the configured product name. */
export function DocumentTitle() {
  const appName = useAppName();
  useEffect(() => {
    document.title = appName;
  }, [appName]);
  return null;
}
