// Profile photos through the API: a sound JPEG, PNG or WebP becomes two square WebP files served
// immutable under a content hash, with no EXIF (GPS included) left; every hostile file (bombs,
// cut-off files, SVG, HTML, over 5 MB) is refused with a clear 4xx and changes nothing.
import { describe, expect, test } from 'bun:test';
import { photoPath } from '../../shared/trusted-network';
import { smallPhotoUrl } from '../../shared/photos';
import { profilePhotos } from '../db/schema';
import { decode } from './codecs';
import { createTestApp, type TestApp, type TestClient } from '../testing/harness';
import { BOULDER, clinic, DENVER, idOf, postShift, vetAt } from '../testing/marketplace';
import { base64, GPS_CAMERA, HTML_FILE, halves, jpegBomb, jpegFile, pngBomb, pngFile, SVG_FILE, webpBomb, webpFile, withGpsExif } from '../testing/images';

const upload = (client: TestClient, bytes: Uint8Array) => client.request('PUT', '/api/profile-photo', { image: base64(bytes) });

async function vetWithApp(): Promise<{ t: TestApp; vet: TestClient; id: number }> {
  const t = createTestApp();
  const vet = await vetAt(t, BOULDER);
  return { t, vet, id: await idOf(vet) };
}

/** The photo URL the user's own answer carries. */
const ownUrl = async (client: TestClient) => (await client.get('/api/auth/user')).body.profileImageUrl as string | null;

const ascii = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The RIFF chunks of a WebP file: VP8/VP8L/VP8X, and EXIF or XMP when a file carries them. */
function webpChunks(bytes: Uint8Array): string[] {
  const chunks: string[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 12; at + 8 <= bytes.length; ) {
    chunks.push(ascii(bytes.subarray(at, at + 4)));
    const size = view.getUint32(at + 4, true);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

describe('PUT /api/profile-photo', () => {
  test('a JPEG carrying GPS EXIF is stored as 256 and 64 px WebP with no EXIF left, and served immutable', async () => {
    const { t, vet, id } = await vetWithApp();
    const original = withGpsExif(await jpegFile(halves(300, 200)));
    expect(ascii(original)).toContain('Exif');
    expect(ascii(original)).toContain(GPS_CAMERA);

    const answer = await upload(vet, original);
    expect(answer.status).toBe(200);
    const url = answer.body.profileImageUrl as string;
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f]{32}-256\.webp$/);
    expect(await ownUrl(vet)).toBe(url);

    for (const [path, size] of [
      [url, 256],
      [smallPhotoUrl(url), 64],
    ] as const) {
      const served = await t.app.handle(new Request(`http://localhost${path}`));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = new Uint8Array(await served.arrayBuffer());
      expect(ascii(bytes.subarray(0, 4))).toBe('RIFF');
      expect(ascii(bytes.subarray(8, 12))).toBe('WEBP');
      // Only image data: no EXIF or XMP chunk, and nothing of the camera's metadata anywhere.
      expect(webpChunks(bytes).filter((name) => !name.startsWith('VP8'))).toEqual([]);
      expect(ascii(bytes)).not.toContain('Exif');
      expect(ascii(bytes)).not.toContain(GPS_CAMERA);
      const pixels = await decode('image/webp', bytes);
      expect([pixels.width, pixels.height]).toEqual([size, size]);
    }
    const [row] = t.deps.db.select().from(profilePhotos).all();
    expect(row?.userId).toBe(id);
  });

  test('the centre square is kept, turned the way the camera was held', async () => {
    const { t, vet } = await vetWithApp();
    const colourAt = async (url: string, x: number, y: number) => {
      const bytes = new Uint8Array(await (await t.app.handle(new Request(`http://localhost${url}`))).arrayBuffer());
      const pixels = await decode('image/webp', bytes);
      const at = (y * pixels.width + x) * 4;
      return pixels.data[at]! > pixels.data[at + 2]! ? 'red' : 'blue';
    };
    // 300 × 200, red left, blue right: the centre square keeps both halves side by side.
    const upright = (await upload(vet, withGpsExif(await jpegFile(halves(300, 200))))).body.profileImageUrl;
    expect([await colourAt(upright, 20, 128), await colourAt(upright, 236, 128)]).toEqual(['red', 'blue']);
    // The same picture taken with the phone turned (EXIF orientation 6: shown turned 90° clockwise): red on top.
    const turned = (await upload(vet, withGpsExif(await jpegFile(halves(300, 200)), 6))).body.profileImageUrl;
    expect([await colourAt(turned, 128, 20), await colourAt(turned, 128, 236)]).toEqual(['red', 'blue']);
  });

  test('PNG and WebP are taken; a new photo gets a new URL and the old one is gone', async () => {
    const { t, vet } = await vetWithApp();
    const first = (await upload(vet, pngFile(halves(80, 120)))).body.profileImageUrl as string;
    const second = await upload(vet, await webpFile(halves(400, 400)));
    expect(second.status).toBe(200);
    expect(second.body.profileImageUrl).not.toBe(first);
    expect((await t.app.handle(new Request(`http://localhost${first}`))).status).toBe(404);
    expect(t.deps.db.select().from(profilePhotos).all()).toHaveLength(1);
  });

  test('a clinic uploads its logo, and a vet sees it on the clinic', async () => {
    const t = createTestApp();
    const owner = await clinic(t, 'Larimer Vets', DENVER);
    const vet = await vetAt(t, BOULDER);
    const url = (await upload(owner.client, pngFile(halves(64, 64)))).body.profileImageUrl;
    expect(url).toBe(await ownUrl(owner.client));
    expect((await vet.get(`/api/people/${owner.id}`)).body.profileImageUrl).toBe(url);
  });

  test("a vet's shift search shows the clinic's logo once it is set", async () => {
    const t = createTestApp();
    const owner = await clinic(t, 'Larimer Vets', DENVER);
    await postShift(owner);
    const vet = await vetAt(t, BOULDER);
    const logoOnResults = async () =>
      ((await vet.get('/api/search-shifts?radius=50')).body.results as { clinic: { profileImageUrl: string | null } }[]).map(
        (shift) => shift.clinic.profileImageUrl,
      );
    expect(await logoOnResults()).toEqual([null]);
    const url = (await upload(owner.client, pngFile(halves(64, 64)))).body.profileImageUrl;
    expect(await logoOnResults()).toEqual([url]);
  });

  test("the clinic's search shows the vet's photo on the vet's card", async () => {
    const t = createTestApp();
    const owner = await clinic(t, 'Larimer Vets', DENVER);
    const vet = await vetAt(t, BOULDER);
    const vetId = await idOf(vet);
    const cardOf = async () =>
      ((await owner.client.get('/api/nearby-vets?radius=50')).body.results as { userId: number; profileImageUrl: string | null }[]).find(
        (card) => card.userId === vetId,
      );
    expect((await cardOf())?.profileImageUrl).toBeNull();
    const url = (await upload(vet, await jpegFile(halves(100, 100)))).body.profileImageUrl;
    expect((await cardOf())?.profileImageUrl).toBe(url);
  });

  const HOSTILE: [string, () => Uint8Array | Promise<Uint8Array>, number, string][] = [
    ['a PNG declaring 50,000 × 50,000 pixels', () => pngBomb(), 413, 'PHOTO_TOO_MANY_PIXELS'],
    ['a JPEG declaring 50,000 × 50,000 pixels', async () => jpegBomb(await jpegFile(halves(64, 64))), 413, 'PHOTO_TOO_MANY_PIXELS'],
    ['a WebP declaring 16,383 × 16,383 pixels', async () => webpBomb(await webpFile(halves(64, 64))), 413, 'PHOTO_TOO_MANY_PIXELS'],
    ['a cut-off JPEG', async () => (await jpegFile(halves(200, 200))).slice(0, 900), 400, 'PHOTO_UNREADABLE'],
    ['a JPEG cut off in its headers', async () => (await jpegFile(halves(200, 200))).slice(0, 40), 400, 'PHOTO_UNREADABLE'],
    ['a cut-off PNG', () => pngFile(halves(200, 200)).slice(0, 300), 400, 'PHOTO_UNREADABLE'],
    ['a cut-off WebP', async () => (await webpFile(halves(200, 200))).slice(0, 200), 400, 'PHOTO_UNREADABLE'],
    ['an SVG', () => SVG_FILE, 415, 'PHOTO_TYPE'],
    ['an HTML file named .png', () => HTML_FILE, 415, 'PHOTO_TYPE'],
    ['a GIF', () => new TextEncoder().encode('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 415, 'PHOTO_TYPE'],
    ['a JPEG signature and nothing else', () => new Uint8Array([0xff, 0xd8, 0xff]), 400, 'PHOTO_UNREADABLE'],
  ];

  for (const [what, file, status, code] of HOSTILE) {
    test(`${what} is refused (${status} ${code}) and changes nothing`, async () => {
      const { t, vet } = await vetWithApp();
      const before = await upload(vet, pngFile(halves(32, 32)));
      const answer = await upload(vet, await file());
      expect(answer.status).toBe(status);
      expect(answer.body.code).toBe(code);
      expect(answer.body.message).toMatch(/JPEG, PNG or WebP|could not be read|megapixels/);
      expect(await ownUrl(vet)).toBe(before.body.profileImageUrl);
      expect(t.deps.db.select().from(profilePhotos).all()).toHaveLength(1);
    });
  }

  test('a JPEG with wrecked tables is refused, and the codecs still take the next sound photo', async () => {
    const { vet } = await vetWithApp();
    const sound = await jpegFile(halves(100, 100));
    const wrecked = sound.slice();
    let at = 2;
    while (wrecked[at + 1] !== 0xc4) at += 2 + ((wrecked[at + 2]! << 8) | wrecked[at + 3]!);
    wrecked.fill(0xff, at + 5, at + 30);
    expect((await upload(vet, wrecked)).body.code).toBe('PHOTO_UNREADABLE');
    expect((await upload(vet, sound)).status).toBe(200);
    expect((await upload(vet, wrecked)).status).toBe(400);
    expect((await upload(vet, pngFile(halves(20, 20)))).status).toBe(200);
  });

  test('a body over 5 MB is refused with 413 before it is read', async () => {
    const { vet } = await vetWithApp();
    const answer = await upload(vet, new Uint8Array(5 * 1024 * 1024 + 1));
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('too large') });
    expect(await ownUrl(vet)).toBeNull();
  });

  test('an image that is not base64, or none, is a 400 naming the field', async () => {
    const { vet } = await vetWithApp();
    for (const body of [{ image: 'not base64!' }, { image: '' }, {}, { image: 12 }]) {
      const answer = await vet.request('PUT', '/api/profile-photo', body);
      expect(answer.status).toBe(400);
      expect(answer.text).toContain('image');
    }
  });

  test('a bomb costs no memory: refused from its header, unread', async () => {
    const { vet } = await vetWithApp();
    Bun.gc(true);
    const before = process.memoryUsage().rss;
    for (let i = 0; i < 5; i++) expect((await upload(vet, pngBomb())).status).toBe(413);
    Bun.gc(true);
    // Decoding one would need 50,000² × 4 bytes = 10 GB.
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });
});

describe('DELETE /api/profile-photo', () => {
  test('removes both sizes and clears profileImageUrl; removing again answers the same', async () => {
    const { t, vet } = await vetWithApp();
    const url = (await upload(vet, pngFile(halves(40, 40)))).body.profileImageUrl as string;
    for (let i = 0; i < 2; i++) {
      const answer = await vet.request('DELETE', '/api/profile-photo');
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ profileImageUrl: null });
    }
    expect(await ownUrl(vet)).toBeNull();
    for (const path of [url, smallPhotoUrl(url)]) expect((await t.app.handle(new Request(`http://localhost${path}`))).status).toBe(404);
    expect(t.deps.db.select().from(profilePhotos).all()).toEqual([]);
  });
});

describe('GET /media/photos/:name', () => {
  test('an unknown or malformed name is 404 as JSON', async () => {
    const t = createTestApp();
    for (const name of [photoPath('0'.repeat(32), 256).slice('/media/photos/'.length), 'x.webp', `${'a'.repeat(32)}-128.webp`, '..%2f..%2fetc%2fpasswd']) {
      const answer = await t.app.handle(new Request(`http://localhost/media/photos/${name}`));
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({ code: 'PHOTO_NOT_FOUND' });
    }
  });
});
