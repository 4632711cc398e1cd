// Where a stored photo is served, and the two sizes kept. Apart from photos.ts's upload schema, so
// every page's avatars load no validation library.

/** The sizes kept, square WebP: the profile's and the cards'. */
export const PHOTO_SIZES = [256, 64] as const;

export const photoPath = (hash: string, size: (typeof PHOTO_SIZES)[number]) => `/media/photos/${hash}-${size}.webp`;

const LARGE_SUFFIX = `-${PHOTO_SIZES[0]}.webp`;

/**
 * The small (64 px) version of a stored photo's URL, for avatars on cards and lists; any other
 * URL is answered as it is.
 */
export function smallPhotoUrl(url: string): string {
  return url.startsWith('/media/photos/') && url.endsWith(LARGE_SUFFIX) ? `${url.slice(0, -LARGE_SUFFIX.length)}-${PHOTO_SIZES[1]}.webp` : url;
}
