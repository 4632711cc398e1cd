// A stored profile photo or clinic logo at the size it is shown: the 64 px file for avatars on
// cards and lists, the 256 px one where the screen is sharp enough to want it (srcset).
import { PHOTO_SIZES, smallPhotoUrl } from '../../shared/photo-urls';
import { cn } from '../lib/cn';

/** Avatars on cards, lists and the menu are 32–64 CSS px: the small file, the large on sharp screens. */
export const AVATAR_PX = PHOTO_SIZES[1];

export function PhotoImage({ url, shownPx, className }: { url: string /** CSS pixels it is shown at. */; shownPx: number; className?: string }) {
  const small = smallPhotoUrl(url);
  return (
    <img
      src={shownPx > PHOTO_SIZES[1] ? url : small}
      srcSet={small === url ? undefined : `${small} ${PHOTO_SIZES[1]}w, ${url} ${PHOTO_SIZES[0]}w`}
      sizes={`${shownPx}px`}
      alt=""
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-full bg-muted object-cover', className)}
    />
  );
}
