// An uploaded photo made safe to keep: checked (inspect.ts), decoded, cropped to the centre
// square, and written afresh as WebP at the sizes kept. Only pixels cross from the upload to
// what is stored, so EXIF (GPS position included), comments and anything appended are gone.
import { PHOTO_SIZES } from '../../shared/trusted-network';
import { decode, encodeWebpPhoto, type Pixels, resizeSquare } from './codecs';
import { inspectPhoto, UNREADABLE } from './inspect';

/** WebP quality of both sizes: a face or a logo at 256 px stays clean at about 10–20 KB. */
const QUALITY = 82;

export interface ProcessedPhoto {
  /** PHOTO_SIZES[0] px square WebP. */
  large: Uint8Array;
  /** PHOTO_SIZES[1] px square WebP. */
  small: Uint8Array;
}

/** The centre square of `pixels` (the browser crops already; the server makes sure). */
export function centreSquare(pixels: Pixels): Pixels {
  const side = Math.min(pixels.width, pixels.height);
  if (pixels.width === pixels.height) return pixels;
  const left = Math.floor((pixels.width - side) / 2);
  const top = Math.floor((pixels.height - side) / 2);
  const data = new Uint8ClampedArray(side * side * 4);
  for (let row = 0; row < side; row++) {
    const start = ((top + row) * pixels.width + left) * 4;
    data.set(pixels.data.subarray(start, start + side * 4), row * side * 4);
  }
  return { data, width: side, height: side };
}

/**
 * Photos are processed one at a time: each holds its decoded pixels (up to PHOTO_MAX_PIXELS × 4
 * bytes) only while it runs, so several large uploads at once queue instead of adding up.
 */
let queue: Promise<unknown> = Promise.resolve();

/** The stored sizes of an uploaded file; throws an AppError a client can read when it is refused. */
export function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const { type, width, height } = inspectPhoto(bytes);
  const run = queue.then(async () => {
    let pixels: Pixels;
    try {
      pixels = await decode(type, bytes);
    } catch {
      throw UNREADABLE;
    }
    // The decoder must have read the image the header declared (turned, for a JPEG's orientation).
    if (pixels.width * pixels.height !== width * height) throw UNREADABLE;
    const large = await resizeSquare(centreSquare(pixels), PHOTO_SIZES[0]);
    const small = await resizeSquare(large, PHOTO_SIZES[1]);
    return { large: await encodeWebpPhoto(large, QUALITY), small: await encodeWebpPhoto(small, QUALITY) };
  });
  queue = run.catch(() => {});
  return run;
}
