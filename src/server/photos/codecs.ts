// The image codecs: Squoosh's WebAssembly builds (@jsquash), so decoding, resizing and encoding
// run inside the compiled binary with no native library beside it (sharp needs libvips on disk).
// Each .wasm is embedded as a file and compiled once, on the first photo, not at start-up.
import decodeJpeg, { init as initJpegDecoder } from '@jsquash/jpeg/decode';
import decodePng, { init as initPngDecoder } from '@jsquash/png/decode';
import resizePixels, { initResize } from '@jsquash/resize';
import decodeWebp, { init as initWebpDecoder } from '@jsquash/webp/decode';
import encodeWebp, { init as initWebpEncoder } from '@jsquash/webp/encode';
import jpegDecoderWasm from '@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm' with { type: 'file' };
// @ts-expect-error the .d.ts beside this .wasm types its exports; a file import answers its path
import pngWasm from '@jsquash/png/codec/pkg/squoosh_png_bg.wasm' with { type: 'file' };
// @ts-expect-error as above
import resizeWasm from '@jsquash/resize/lib/resize/pkg/squoosh_resize_bg.wasm' with { type: 'file' };
import webpDecoderWasm from '@jsquash/webp/codec/dec/webp_dec.wasm' with { type: 'file' };
import webpEncoderWasm from '@jsquash/webp/codec/enc/webp_enc_simd.wasm' with { type: 'file' };

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Decoded pixels: RGBA, 4 bytes a pixel, row by row. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

const compile = async (path: string) => WebAssembly.compile(await Bun.file(path).arrayBuffer());

let ready: Promise<void> | undefined;

/** Compiles and instantiates every codec once; later calls share the first one's promise. */
function loadCodecs(): Promise<void> {
  ready ??= (async () => {
    const [jpeg, png, webpDecoder, webpEncoder, resize] = await Promise.all(
      [jpegDecoderWasm, pngWasm, webpDecoderWasm, webpEncoderWasm, resizeWasm].map(compile),
    );
    await Promise.all([initJpegDecoder(jpeg!), initPngDecoder(png!), initWebpDecoder(webpDecoder!), initWebpEncoder(webpEncoder!), initResize(resize!)]);
  })();
  return ready;
}

const DECODERS: Record<PhotoType, (bytes: ArrayBuffer) => Promise<Pixels>> = {
  // Turned as the camera was held (EXIF orientation), since the EXIF itself is not kept.
  'image/jpeg': (bytes) => decodeJpeg(bytes, { preserveOrientation: true }),
  'image/png': (bytes) => decodePng(bytes),
  'image/webp': (bytes) => decodeWebp(bytes),
};

/** The file's pixels; throws when the data is not a whole image of that type. */
export async function decode(type: PhotoType, bytes: Uint8Array): Promise<Pixels> {
  await loadCodecs();
  return DECODERS[type](bytes.slice().buffer);
}

/** `pixels` scaled to `size` × `size` (Lanczos); the caller has made them square. */
export async function resizeSquare(pixels: Pixels, size: number): Promise<Pixels> {
  await loadCodecs();
  return resizePixels(pixels as ImageData, { width: size, height: size, method: 'lanczos3' });
}

/** Lossy WebP: only the pixels are written, so nothing of the original file (EXIF, GPS) survives. */
export async function encodeWebpPhoto(pixels: Pixels, quality: number): Promise<Uint8Array> {
  await loadCodecs();
  return new Uint8Array(await encodeWebp(pixels as ImageData, { quality }));
}
