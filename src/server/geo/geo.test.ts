import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { signedUpOnNewApp } from '../testing/fixtures';

describe('offline gazetteer', () => {
  test('autocompletes by ZIP prefix and resolves details', async () => {
    const { client } = await signedUpOnNewApp('clinic');
    const found = await client.get('/api/google-places/autocomplete?input=8030');
    expect(found.status).toBe(200);
    expect(found.body.predictions.length).toBeGreaterThan(0);
    const first = found.body.predictions[0];
    expect(first.place_id).toMatch(/^zip:8030\d$/);
    expect(first.description).toContain('Boulder, CO');
    expect(first.structured_formatting.main_text).toContain('Boulder');

    const details = await client.get(`/api/google-places/details?place_id=${first.place_id}`);
    expect(details.status).toBe(200);
    const types = details.body.result.address_components.map((c: { types: string[] }) => c.types[0]);
    expect(types).toEqual(['locality', 'administrative_area_level_1', 'postal_code', 'country']);
  });

  test('autocompletes by city name from 3 characters, the exact name first, and by "street, city, ST"', async () => {
    const { client } = await signedUpOnNewApp('clinic');
    const byCity = await client.get('/api/google-places/autocomplete?input=Boulder');
    expect(byCity.body.predictions[0].description).toMatch(/^Boulder, /);
    const withState = await client.get(`/api/google-places/autocomplete?input=${encodeURIComponent('1200 Pearl St, Boulder, CO')}`);
    // A city, not one of its ZIP codes (issue 19: picking a city silently set its first ZIP).
    expect(withState.body.predictions[0]).toMatchObject({
      description: 'Boulder, CO, USA',
      place_id: 'city:CO:Boulder',
      structured_formatting: { main_text: 'Boulder, CO', secondary_text: expect.stringMatching(/^\d+ ZIP codes, USA$/) },
    });
    const tooShort = await client.get('/api/google-places/autocomplete?input=Bo');
    expect(tooShort.body.predictions).toEqual([]);
  });

  test('a city with several ZIP codes gives none in its details; a one-ZIP town gives its own', async () => {
    const { t, client } = await signedUpOnNewApp('clinic');
    const boulder = await client.get(`/api/google-places/details?place_id=${encodeURIComponent('city:CO:Boulder')}`);
    expect(boulder.status).toBe(200);
    const types = boulder.body.result.address_components.map((c: { types: string[] }) => c.types[0]);
    expect(types).toEqual(['locality', 'administrative_area_level_1', 'country']);
    expect(boulder.body.result.geometry.location.lat).toBeCloseTo(40.0, 0);

    const town = t.deps.db.$client
      .query<{ city: string; state: string; zip: string }, []>(
        'SELECT city, state, min(zip) AS zip FROM zip_gazetteer GROUP BY city, state HAVING count(*) = 1 LIMIT 1',
      )
      .get()!;
    const found = await client.get(`/api/google-places/autocomplete?input=${encodeURIComponent(`${town.city}, ${town.state}`)}`);
    const prediction = found.body.predictions.find((p: { place_id: string }) => p.place_id === `city:${town.state}:${town.city}`);
    expect(prediction.structured_formatting.secondary_text).toBe(`ZIP ${town.zip}, USA`);
    const details = await client.get(`/api/google-places/details?place_id=${encodeURIComponent(prediction.place_id)}`);
    expect(details.body.result.address_components.find((c: { types: string[] }) => c.types.includes('postal_code')).long_name).toBe(town.zip);
  });

  test('a profile saved with a chosen city is located at its ZIP code, or at the city when the ZIP is unknown', async () => {
    const { client } = await signedUpOnNewApp('clinic');
    const body = { clinicName: 'Pearl Vet', address: '1200 Pearl St', city: 'Boulder', state: 'CO', phone: '303-555-0100', placeId: 'city:CO:Boulder' };
    const atZip = await client.post('/api/clinic-profiles', { ...body, zipCode: '80305' });
    expect(atZip.status).toBe(201);
    const zip80305 = (await client.get('/api/google-places/details?place_id=zip:80305')).body.result.geometry.location;
    expect(atZip.body).toMatchObject({ latitude: zip80305.lat, longitude: zip80305.lng });
    const atCity = await client.request('PUT', '/api/clinic-profiles', { ...body, zipCode: '00000' });
    expect(atCity.body.located).toBe(true);
    expect(atCity.body.latitude).toBeCloseTo(40.0, 0);
  });

  test('unknown place ids are 404, a missing input is 400, visitors are 401', async () => {
    const { t, client } = await signedUpOnNewApp('clinic');
    expect((await client.get('/api/google-places/details?place_id=zip:00000')).status).toBe(404);
    expect((await client.get('/api/google-places/details?place_id=city:CO:Nowhere%20Town')).status).toBe(404);
    expect((await client.get('/api/google-places/autocomplete')).status).toBe(400);
    expect((await t.client().get('/api/google-places/autocomplete?input=boulder')).status).toBe(401);
  });
});

describe('Google Places when a key is configured', () => {
  let google: ReturnType<typeof Bun.serve>;
  const seen: URL[] = [];
  beforeAll(() => {
    google = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch(request) {
        const url = new URL(request.url);
        seen.push(url);
        if (url.searchParams.get('key') !== 'test-google-key') return Response.json({ status: 'REQUEST_DENIED', error_message: 'bad key' });
        if (url.pathname === '/maps/api/place/autocomplete/json') {
          return Response.json({
            status: 'OK',
            predictions: [
              {
                description: '1600 Amphitheatre Pkwy, Mountain View, CA, USA',
                place_id: 'ChIJ2eUgeAK6j4ARbn5u_wAGqWA',
                structured_formatting: { main_text: '1600 Amphitheatre Pkwy', secondary_text: 'Mountain View, CA, USA' },
              },
            ],
          });
        }
        if (url.pathname === '/maps/api/place/details/json') {
          return Response.json({
            status: 'OK',
            result: {
              place_id: url.searchParams.get('place_id'),
              formatted_address: '1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA',
              address_components: [
                { long_name: '1600', short_name: '1600', types: ['street_number'] },
                { long_name: 'Amphitheatre Parkway', short_name: 'Amphitheatre Pkwy', types: ['route'] },
                { long_name: 'Mountain View', short_name: 'Mountain View', types: ['locality', 'political'] },
                { long_name: 'California', short_name: 'CA', types: ['administrative_area_level_1', 'political'] },
                { long_name: '94043', short_name: '94043', types: ['postal_code'] },
              ],
              geometry: { location: { lat: 37.4223, lng: -122.0846 } },
            },
          });
        }
        return new Response('not found', { status: 404 });
      },
    });
  });
  afterAll(() => google.stop(true));

  test("autocomplete and details are proxied with the key, in Google's shapes", async () => {
    const { client } = await signedUpOnNewApp('clinic', { GOOGLE_MAPS_API_KEY: 'test-google-key', GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${google.port}` });
    const found = await client.get('/api/google-places/autocomplete?input=1600%20Amph');
    expect(found.status).toBe(200);
    expect(found.body.predictions[0].place_id).toBe('ChIJ2eUgeAK6j4ARbn5u_wAGqWA');
    expect(seen.at(-1)!.searchParams.get('input')).toBe('1600 Amph');
    // The forms word their hint by who answers: Google looks up streets, the gazetteer does not.
    expect((await client.get('/api/config')).body.addressLookup).toBe('google');
    const details = await client.get('/api/google-places/details?place_id=ChIJ2eUgeAK6j4ARbn5u_wAGqWA');
    expect(details.body.result.address_components.find((c: { types: string[] }) => c.types.includes('postal_code')).long_name).toBe('94043');
  });

  test('a profile saved with a chosen place uses its exact coordinates', async () => {
    const { client } = await signedUpOnNewApp('clinic', { GOOGLE_MAPS_API_KEY: 'test-google-key', GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${google.port}` });
    const created = await client.post('/api/clinic-profiles', {
      clinicName: 'Shoreline Vet',
      address: '1600 Amphitheatre Pkwy',
      city: 'Mountain View',
      state: 'CA',
      zipCode: '94043',
      phone: '650-555-0100',
      placeId: 'ChIJ2eUgeAK6j4ARbn5u_wAGqWA',
    });
    expect(created.status).toBe(201);
    expect(created.body.latitude).toBe(37.4223);
    expect(created.body.longitude).toBe(-122.0846);
  });

  test('a rejected key becomes a clear 502, not a 500', async () => {
    const { client } = await signedUpOnNewApp('clinic', { GOOGLE_MAPS_API_KEY: 'wrong-google-key', GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${google.port}` });
    const response = await client.get('/api/google-places/autocomplete?input=1600%20Amph');
    expect(response.status).toBe(502);
    expect(response.body.message).toContain('REQUEST_DENIED');
  });

  test('an unreachable service is 503', async () => {
    const { client } = await signedUpOnNewApp('clinic', { GOOGLE_MAPS_API_KEY: 'test-google-key', GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:1' });
    expect((await client.get('/api/google-places/autocomplete?input=1600%20Amph')).status).toBe(503);
  });
});
