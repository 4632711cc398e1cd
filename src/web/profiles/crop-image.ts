// The browser's half of a photo upload: read the chosen file, check it is an image the browser
// can show, and draw the chosen square, scaled to PHOTO_UPLOAD_EDGE at most, as the file to send.
// The server checks and re-encodes whatever arrives; this keeps the upload small and square.
import { PHOTO_UPLOAD_EDGE } from '../../shared/photos';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from '../../shared/trusted-network';

/** The crop, in the image's own pixels (react-easy-crop's croppedAreaPixels). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');
export const NOT_A_PHOTO = 'Choose a JPEG, PNG or WebP image.';

/** Why `file` cannot be a photo before it is even read; null when it may be one. */
export function photoFileProblem(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return NOT_A_PHOTO;
  if (file.size > PHOTO_MAX_BYTES)
    return `This file is ${(file.size / 1024 / 1024).toFixed(1)} MB: choose a photo of at most ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`;
  return null;
}

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(NOT_A_PHOTO));
    image.src = src;
  });
}

/** The file as a data: URL the cropper shows (the page's policy allows data: images, not blob:); throws when it is no image. */
export async function readPhotoFile(file: File): Promise<string> {
  const url = await readAsDataUrl(file);
  await loadImage(url);
  return url;
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** The square `area` of the image at `src`, as the base64 file PUT /api/profile-photo takes. */
export async function cropToUpload(src: string, area: CropArea): Promise<string> {
  const image = await loadImage(src);
  const edge = Math.max(1, Math.min(PHOTO_UPLOAD_EDGE, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = edge;
  canvas.height = edge;
  const context = canvas.getContext('2d')!;
  const draw = () => context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, edge, edge);
  draw();
  // WebP keeps a logo's transparency; a browser that cannot write it gets JPEG on white.
  let blob = await toBlob(canvas, 'image/webp', 0.92);
  if (blob?.type !== 'image/webp') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, edge, edge);
    draw();
    blob = await toBlob(canvas, 'image/jpeg', 0.9);
  }
  if (!blob) throw new Error('The photo could not be prepared in this browser.');
  const dataUrl = await readAsDataUrl(blob);
  return dataUrl.slice(dataUrl.indexOf(',') + 1);
}
