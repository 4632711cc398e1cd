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

/** The square handed to the resizer is at least twice the large size, and under four times. */
const RESIZE_INPUT_MIN = PHOTO_SIZES[0] * 2;

/**
 * The centre square of `pixels` (the browser crops already; the server makes sure), shrunk by a
 * whole factor to under 2 × RESIZE_INPUT_MIN a side by averaging blocks (weighted by alpha, so a
 * logo's transparent parts do not darken its edges). A 40-megapixel upload thus reaches the
 * resizer's WebAssembly memory as about a megapixel, instead of being copied there whole.
 */
export function centreSquare(pixels: Pixels): Pixels {
  const side = Math.min(pixels.width, pixels.height);
  const factor = Math.max(1, Math.floor(side / RESIZE_INPUT_MIN));
  const out = Math.floor(side / factor);
  const left = Math.floor((pixels.width - out * factor) / 2);
  const top = Math.floor((pixels.height - out * factor) / 2);
  const source = pixels.data;
  const data = new Uint8ClampedArray(out * out * 4);
  for (let row = 0; row < out; row++) {
    for (let column = 0; column < out; column++) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let y = 0; y < factor; y++) {
        let at = ((top + row * factor + y) * pixels.width + left + column * factor) * 4;
        for (let x = 0; x < factor; x++, at += 4) {
          const weight = source[at + 3]!;
          red += source[at]! * weight;
          green += source[at + 1]! * weight;
          blue += source[at + 2]! * weight;
          alpha += weight;
        }
      }
      const to = (row * out + column) * 4;
      if (alpha > 0) data.set([red / alpha, green / alpha, blue / alpha, alpha / (factor * factor)], to);
    }
  }
  return { data, width: out, height: out };
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
