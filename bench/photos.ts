// Profile photo uploads against the compiled binary on 127.0.0.1: what the browser sends (a
// 512 px square JPEG), a 2048 × 1536 camera-sized JPEG sent straight to the API, and 20
// decompression bombs (a PNG declaring 50,000 × 50,000), each timed sequentially; the floor is
// the same route refusing an SVG (guard, JSON, base64 and the type check, no decoding), measured
// in the same run. Server RSS before and after the bombs shows they cost no memory. Bounded:
// 66 uploads and 12 sign-ups, one at a time, on a fresh data folder.
// Run: bun run build && bun bench/photos.ts [--binary PATH]
import { rmSync } from 'node:fs';
import { base64, halves, jpegFile, pngBomb, SVG_FILE } from '../src/server/testing/images';
import { BINARY, cpuMs, freePort, freshDataDir, median, rssMb, seededRandom, spawnBinary, waitForAnswer } from './lib';

const binaryIndex = process.argv.indexOf('--binary');
const binary = binaryIndex > 0 ? process.argv[binaryIndex + 1]! : BINARY;
const dataDir = freshDataDir();
const port = await freePort();
const server = spawnBinary(port, dataDir, { PASSWORD_HASH_MEMORY_KIB: '8', PASSWORD_HASH_TIME_COST: '1', RATE_LIMIT_PER_IP: '100000' }, [], binary);
const base = `http://127.0.0.1:${port}`;

/** Something like a photo: smooth colour with a little grain, so it compresses as a camera's does. */
function photoLike(width: number, height: number) {
  const pixels = halves(width, height);
  const { random } = seededRandom(23);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      pixels.data[at + 1] = Math.round((255 * y) / height);
      for (let channel = 0; channel < 3; channel++) pixels.data[at + channel] = pixels.data[at + channel]! + Math.round((random() - 0.5) * 24);
    }
  }
  return pixels;
}

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

try {
  await waitForAnswer(`${base}/api/config`, performance.now(), 60_000);
  // Uploads are limited per user and window: each upload is sent by the next of these accounts.
  const cookies: string[] = [];
  for (let i = 0; i < 12; i++) {
    const register = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-photos-${i}@example.com`, password: 'bench-pass-1', firstName: 'Bo', lastName: 'Ng', userType: 'relief_vet' }),
    });
    if (register.status !== 201) throw new Error(`register: ${register.status}`);
    cookies.push(register.headers.getSetCookie()[0]!.split(';')[0]!);
  }
  let sent = 0;
  const rssIdle = rssMb(server.pid);

  /** Sends `file` `times` times, one after another: each answer's ms, and the last status. */
  async function uploads(file: Uint8Array, times: number): Promise<{ ms: number[]; status: number; cpuMs: number }> {
    const body = JSON.stringify({ image: base64(file) });
    const ms: number[] = [];
    let status = 0;
    const cpuBefore = cpuMs(server.pid);
    for (let i = 0; i < times; i++) {
      const start = performance.now();
      const cookie = cookies[sent++ % cookies.length]!;
      const response = await fetch(`${base}/api/profile-photo`, { method: 'PUT', headers: { 'content-type': 'application/json', cookie }, body });
      await response.arrayBuffer();
      ms.push(performance.now() - start);
      if (status && response.status !== status) throw new Error(`answers changed: ${status} then ${response.status}`);
      status = response.status;
    }
    return { ms, status, cpuMs: (cpuMs(server.pid) - cpuBefore) / times };
  }

  const browserCrop = await jpegFile(photoLike(512, 512));
  const camera = await jpegFile(photoLike(2048, 1536));
  // The first upload compiles the codecs: timed on its own.
  const first = await uploads(browserCrop, 1);
  const floor = await uploads(SVG_FILE, 20);
  const crops = await uploads(browserCrop, 20);
  const cameras = await uploads(camera, 5);
  const rssBefore = rssMb(server.pid);
  const bombs = await uploads(pngBomb(), 20);
  const rssAfter = rssMb(server.pid);

  const floorMs = median(floor.ms);
  // Server CPU per upload as well as the wall time: on a busy machine the clock counts the waiting.
  const line = (what: string, bytes: number, result: { ms: number[]; status: number; cpuMs: number }) =>
    `| ${what} | ${(bytes / 1024).toFixed(0)} KB | ${result.status} | ${median(result.ms).toFixed(1)} | ${p95(result.ms).toFixed(1)} | ${(median(result.ms) / floorMs).toFixed(1)}× | ${result.cpuMs.toFixed(0)} |`;
  console.log('| upload | file | status | p50 ms | p95 ms | p50 / floor | server CPU ms each |');
  console.log('|---|---|---|---|---|---|---|');
  console.log(line('floor: SVG refused by type (20)', SVG_FILE.length, floor));
  console.log(line('first upload: codecs compiled (1)', browserCrop.length, first));
  console.log(line('512 px JPEG, as the browser sends (20)', browserCrop.length, crops));
  console.log(line('2048 × 1536 JPEG, straight to the API (5)', camera.length, cameras));
  console.log(line('PNG bomb declaring 50,000 × 50,000 (20)', pngBomb().length, bombs));
  console.log(
    `\nServer RSS: ${rssIdle.toFixed(0)} MB before any photo, ${rssBefore.toFixed(0)} MB before the bombs, ${rssAfter.toFixed(0)} MB after (decoding one would need 10 GB).`,
  );
} finally {
  server.kill();
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
