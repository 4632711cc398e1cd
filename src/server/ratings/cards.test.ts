// Track records on every card kind, through the API: the completed shifts always, the average
// (one decimal) and count only from the third visible rating — on the vet cards clinics search,
// the shift and clinic cards vets search, both sides' application cards and the profiles — kept
// up to date as ratings arrive (the caches follow the change log). The vet search sorts by rating;
// no search answer carries a rating's stars or words, only the aggregate.
import { describe, expect, test } from 'bun:test';
import { applied } from '../testing/bookings';
import { createTestApp, type TestApp } from '../testing/harness';
import { BOULDER, clinic, DENVER, type Party, postShift, vet } from '../testing/marketplace';
import { bothRated, completedShift, rate } from '../testing/ratings';

/** Every card that shows the vet to the clinic, and the clinic to the vet. */
async function cards(c: Party, v: Party, openShiftId: number) {
  const vetCard = (await c.client.get('/api/nearby-vets?radius=100')).body.results.find((r: { userId: number }) => r.userId === v.id);
  const shiftCard = (await v.client.get('/api/search-shifts?radius=100')).body.results.find((s: { id: number }) => s.id === openShiftId);
  const clinicList = (await c.client.get('/api/booking-requests')).body;
  const vetList = (await v.client.get('/api/booking-requests')).body;
  const applicant = clinicList.requests.find((r: { shiftId: number }) => r.shiftId === openShiftId);
  const application = vetList.requests.find((r: { shiftId: number }) => r.shiftId === openShiftId);
  return {
    'vet search card': vetCard.trackRecord,
    'applicant card': applicant.vet.trackRecord,
    'vet profile': (await c.client.get(`/api/people/${v.id}`)).body.trackRecord,
    'shift card': shiftCard.clinic.trackRecord,
    'clinic card on an application': application.clinic.trackRecord,
    'clinic profile': (await v.client.get(`/api/people/${c.id}`)).body.trackRecord,
  };
}

describe('track records on cards', () => {
  test('completed shifts always; the average and count only from the third visible rating, on every card kind', async () => {
    const t = createTestApp();
    const [c, v] = [await clinic(t), await vet(t)];
    const open = await postShift(c, { shiftDate: '2027-03-01' });
    await applied(v, open);
    await bothRated(t, c, v, 5, 3);
    await bothRated(t, c, v, 4, 4);
    const twoRatings = await cards(c, v, open);
    for (const [card, record] of Object.entries(twoRatings)) expect({ card, record }).toEqual({ card, record: { completedShifts: 2, rating: null } });

    await bothRated(t, c, v, 4, 5);
    const three = await cards(c, v, open);
    const vetSide = { completedShifts: 3, rating: { average: 4.3, count: 3 } };
    const clinicSide = { completedShifts: 3, rating: { average: 4, count: 3 } };
    for (const card of ['vet search card', 'applicant card', 'vet profile'] as const) expect({ card, record: three[card] }).toEqual({ card, record: vetSide });
    for (const card of ['shift card', 'clinic card on an application', 'clinic profile'] as const) {
      expect({ card, record: three[card] }).toEqual({ card, record: clinicSide });
    }
  });

  test('a blind rating counts nowhere: the third rating shows only once the other side rates too', async () => {
    const t = createTestApp();
    const [c, v] = [await clinic(t), await vet(t)];
    await bothRated(t, c, v);
    await bothRated(t, c, v);
    const { shiftId } = await completedShift(t, c, v);
    await rate(c, shiftId, 1, 'Blind for now');
    const blind = (await c.client.get(`/api/people/${v.id}`)).body.trackRecord;
    expect(blind).toEqual({ completedShifts: 3, rating: null });
    await rate(v, shiftId, 5);
    expect((await c.client.get(`/api/people/${v.id}`)).body.trackRecord).toEqual({ completedShifts: 3, rating: { average: 3.7, count: 3 } });
  });
});

describe('vet search sorted by rating', () => {
  async function ratedVet(t: TestApp, c: Party, place: typeof DENVER, stars: number[]) {
    const v = await vet(t, place);
    for (const star of stars) await bothRated(t, c, v, star, 4);
    return v;
  }

  test('rated vets first (best average, then most ratings), then the rest by distance; answers carry only the aggregate', async () => {
    const t = createTestApp();
    const c = await clinic(t, 'Front Range Vets', DENVER);
    const good = await ratedVet(t, c, BOULDER, [4, 4, 4]);
    const best = await ratedVet(t, c, BOULDER, [5, 5, 5]);
    const goodMore = await ratedVet(t, c, BOULDER, [4, 4, 4, 4]);
    const nearUnrated = await ratedVet(t, c, DENVER, []);
    const twoRatings = await ratedVet(t, c, BOULDER, [5, 5]);
    const answer = await c.client.get('/api/nearby-vets?sort=rating');
    expect(answer.status).toBe(200);
    const order = answer.body.results.map((result: { userId: number }) => result.userId);
    expect(order).toEqual([best.id, goodMore.id, good.id, nearUnrated.id, twoRatings.id]);
    expect(answer.text).not.toMatch(/"stars"|"comment"|Great to work with|"starSum"|"ratingCount"/);
    const shifts = await (await vet(t, DENVER)).client.get('/api/search-shifts');
    expect(shifts.text).not.toMatch(/"stars"|"comment"|Great to work with/);
    expect((await c.client.get('/api/nearby-vets?sort=stars')).status).toBe(400);
  });
});
