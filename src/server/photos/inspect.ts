// What an uploaded file really is, read from its first bytes, and the size its header declares,
// both before any decoding: the name and Content-Type a client sends are never believed, and a
// file declaring more pixels than PHOTO_MAX_PIXELS (a decompression bomb) is refused unread.
import { imageSize } from 'image-size';
import { PHOTO_MAX_PIXELS } from '../../shared/trusted-network';
import { AppError } from '../http/errors';
import type { PhotoType } from './codecs';

export interface Inspected {
  type: PhotoType;
  width: number;
  height: number;
}

export const NOT_AN_IMAGE = new AppError(415, 'Upload a JPEG, PNG or WebP image', 'PHOTO_TYPE');
export const UNREADABLE = new AppError(400, 'This image could not be read: the file may be damaged or incomplete', 'PHOTO_UNREADABLE');
export const TOO_MANY_PIXELS = new AppError(
  413,
  `This image is too large: at most ${PHOTO_MAX_PIXELS / 1_000_000} megapixels. Crop it or save it smaller, then try again.`,
  'PHOTO_TOO_MANY_PIXELS',
);

/** image-size's names of the accepted types. */
const HEADER_TYPES: Record<PhotoType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The type by the file's signature (magic bytes); null for anything else. */
export function sniffType(bytes: Uint8Array): PhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, ...ascii('PNG\r\n'), 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

/**
 * Whether a JPEG's image data is followed by its end marker (FF D9). JPEG decoders paint a cut-off
 * file's missing rows grey and carry on; a cut-off upload is refused instead. Inside image data an
 * FF byte is always followed by 00 or a restart marker, so an FF D9 after the scan is the end.
 */
function jpegIsWhole(bytes: Uint8Array): boolean {
  // Walk the segments before the first scan by their lengths (an EXIF thumbnail inside one has
  // scan and end markers of its own), then look for the end marker after that scan began.
  let at = 2;
  let scan = -1;
  while (scan === -1 && at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    if (bytes[at + 1] === 0xff) {
      at++;
      continue;
    }
    const next = at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
    if (bytes[at + 1] === 0xda) scan = next;
    at = next;
  }
  if (scan === -1) return false;
  for (let i = bytes.length - 2; i >= scan; i--) if (bytes[i] === 0xff && bytes[i + 1] === 0xd9) return true;
  return false;
}

/** The file's real type and declared size; throws the refusal a client should read. */
export function inspectPhoto(bytes: Uint8Array): Inspected {
  const type = sniffType(bytes);
  if (!type) throw NOT_AN_IMAGE;
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    throw UNREADABLE;
  }
  const { width, height } = size;
  // The header parser and the signature must agree on what the file is.
  if (size.type !== HEADER_TYPES[type] || !width || !height) throw UNREADABLE;
  if (width * height > PHOTO_MAX_PIXELS) throw TOO_MANY_PIXELS;
  if (type === 'image/jpeg' && !jpegIsWhole(bytes)) throw UNREADABLE;
  return { type, width, height };
}
