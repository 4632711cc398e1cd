// Image files for the photo tests, made here rather than shipped as fixtures: sound JPEG, PNG and
// WebP files of any size, a JPEG carrying GPS EXIF (and an orientation), decompression bombs that
// declare 50,000 × 50,000 pixels in a few hundred bytes, cut-off files, SVG and HTML.
import encodeJpeg from '@jsquash/jpeg/encode';
import { deflateSync } from 'node:zlib';
import { encodeWebpPhoto, type Pixels } from '../photos/codecs';

/** Pixels whose left half is red and right half blue, so a crop or a turn shows in the result. */
export function halves(width: number, height: number): Pixels {
  const row = new Uint8ClampedArray(width * 4);
  for (let x = 0; x < width; x++) row.set(x < width / 2 ? [220, 30, 20, 255] : [20, 30, 220, 255], x * 4);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) data.set(row, y * width * 4);
  return { data, width, height };
}

export async function jpegFile(pixels: Pixels): Promise<Uint8Array> {
  return new Uint8Array(await encodeJpeg(pixels as ImageData, { quality: 85 }));
}

export const webpFile = (pixels: Pixels) => encodeWebpPhoto(pixels, 90);

function chunk(type: string, data: Uint8Array): Uint8Array {
  const body = new Uint8Array([...new TextEncoder().encode(type), ...data]);
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(body, 4);
  view.setUint32(8 + data.length, Bun.hash.crc32(body));
  return out;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function ihdr(width: number, height: number): Uint8Array {
  const data = new Uint8Array(13);
  const view = new DataView(data.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  data.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  return chunk('IHDR', data);
}

/** An RGBA PNG of `pixels`. */
export function pngFile(pixels: Pixels): Uint8Array {
  const rows = new Uint8Array(pixels.height * (pixels.width * 4 + 1));
  for (let y = 0; y < pixels.height; y++) rows.set(pixels.data.subarray(y * pixels.width * 4, (y + 1) * pixels.width * 4), y * (pixels.width * 4 + 1) + 1);
  return Buffer.concat([new Uint8Array(PNG_SIGNATURE), ihdr(pixels.width, pixels.height), chunk('IDAT', deflateSync(rows)), chunk('IEND', new Uint8Array())]);
}

/** A PNG of a few hundred bytes declaring `side` × `side` pixels: one compressed run of zeros. */
export function pngBomb(side = 50_000): Uint8Array {
  return Buffer.concat([
    new Uint8Array(PNG_SIGNATURE),
    ihdr(side, side),
    chunk('IDAT', deflateSync(new Uint8Array(64 * 1024))),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** A sound JPEG whose frame header is changed to declare `side` × `side` pixels. */
export function jpegBomb(jpeg: Uint8Array, side = 50_000): Uint8Array {
  const bomb = jpeg.slice();
  for (let at = 2; at < bomb.length; ) {
    const marker = bomb[at + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      new DataView(bomb.buffer).setUint16(at + 5, side);
      new DataView(bomb.buffer).setUint16(at + 7, side);
      return bomb;
    }
    at += 2 + ((bomb[at + 2]! << 8) | bomb[at + 3]!);
  }
  throw new Error('no frame header in the JPEG');
}

/** A WebP (lossy, VP8) whose frame header is changed to declare the largest size VP8 allows. */
export function webpBomb(webp: Uint8Array): Uint8Array {
  const bomb = webp.slice();
  if (new TextDecoder().decode(bomb.subarray(12, 16)) !== 'VP8 ') throw new Error('not a simple lossy WebP');
  // The VP8 frame: 3 bytes of frame tag, the start code, then 14-bit width and height.
  new DataView(bomb.buffer).setUint16(26, 16_383, true);
  new DataView(bomb.buffer).setUint16(28, 16_383, true);
  return bomb;
}

/** A TIFF directory entry: tag, type, count, then the value (or its offset). */
function entry(view: DataView, at: number, tag: number, type: number, count: number, value: number) {
  view.setUint16(at, tag, true);
  view.setUint16(at + 2, type, true);
  view.setUint32(at + 4, count, true);
  if (type === 3 && count === 1) view.setUint16(at + 8, value, true);
  else view.setUint32(at + 8, value, true);
}

export const GPS_CAMERA = 'GpsTestCam';

/**
 * An EXIF block (APP1) with a camera make, an orientation and a GPS position (39° 44' N,
 * 104° 59' W: Denver), little-endian TIFF as phones write it.
 */
function exifSegment(orientation: number): Uint8Array {
  const tiff = new Uint8Array(200);
  const view = new DataView(tiff.buffer);
  tiff.set([0x49, 0x49, 0x2a, 0x00]);
  view.setUint32(4, 8, true);
  // IFD0 at 8: Make, Orientation, GPS IFD pointer.
  view.setUint16(8, 3, true);
  entry(view, 10, 0x010f, 2, GPS_CAMERA.length + 1, 120);
  entry(view, 22, 0x0112, 3, 1, orientation);
  entry(view, 34, 0x8825, 4, 1, 50);
  view.setUint32(46, 0, true);
  // GPS IFD at 50: latitude ref and value, longitude ref and value.
  view.setUint16(50, 4, true);
  entry(view, 52, 0x0001, 2, 2, 0x4e); // 'N'
  entry(view, 64, 0x0002, 5, 3, 140);
  entry(view, 76, 0x0003, 2, 2, 0x57); // 'W'
  entry(view, 88, 0x0004, 5, 3, 164);
  view.setUint32(100, 0, true);
  tiff.set(new TextEncoder().encode(`${GPS_CAMERA}\0`), 120);
  // Degrees, minutes, seconds as rationals (numerator, denominator).
  for (const [i, n] of [39, 1, 44, 1, 0, 1].entries()) view.setUint32(140 + i * 4, n, true);
  for (const [i, n] of [104, 1, 59, 1, 0, 1].entries()) view.setUint32(164 + i * 4, n, true);
  const payload = Buffer.concat([new TextEncoder().encode('Exif\0\0'), tiff]);
  const segment = new Uint8Array(4 + payload.length);
  segment.set([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  segment.set(payload, 4);
  return segment;
}

/** `jpeg` with an EXIF block carrying a GPS position (and `orientation`) right after its start marker. */
export function withGpsExif(jpeg: Uint8Array, orientation = 1): Uint8Array {
  return Buffer.concat([jpeg.subarray(0, 2), exifSegment(orientation), jpeg.subarray(2)]);
}

export const SVG_FILE = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><circle cx="32" cy="32" r="30"/></svg>',
);
/** What a page saved as "photo.png" is: HTML. */
export const HTML_FILE = new TextEncoder().encode('<!doctype html><html><body><img src=x onerror=alert(1)>photo.png</body></html>');

export const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
