// A toast that survives the page reload after an edit (spec 1 §2: the page reloads after a
// save), so the user still learns the save worked, or that the address could not be located.
import { toast, type ToastOptions } from '../ui/use-toast';

const FLASH_KEY = 'vetrelief.profileFlash';

/** Plain text only: it goes through sessionStorage. */
type FlashToast = Pick<ToastOptions, 'variant' | 'duration'> & { title: string; description?: string };

export function setFlashToast(options: FlashToast): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(options));
  } catch {
    // No storage (private mode): the reload simply shows no toast.
  }
}

/** Shows, once, the toast stored before the last reload. */
export function showFlashToast(): void {
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  try {
    toast(JSON.parse(stored) as FlashToast);
  } catch {
    // A malformed entry is dropped.
  }
}
