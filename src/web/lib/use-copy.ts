// Copy a text to the clipboard and remember it for the spec's 2 s confirmation (spec 2 §9).
import { useEffect, useRef, useState } from 'react';

export const COPIED_MS = 2000;

/** `copy(text)` resolves true when the clipboard took it; `copied` stays true for COPIED_MS. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  async function copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Clipboard write failed', error);
      return false;
    }
    setCopied(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    return true;
  }

  return { copied, copy };
}
