// Migration 0019 keeps profiles saved before the phone/state/ZIP checks and flags the fields
// that fail them, so the profile page can ask for a fix on the next visit.
import { Database } from 'bun:sqlite';
import { describe, expect, test } from 'bun:test';
import { checkPhone } from '../../shared/phone';
import { US_STATES } from '../../shared/us-states';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations.generated';

const MIGRATION = '0019_account_checks';
const before = migrations.slice(
  0,
  migrations.findIndex((migration) => migration.tag === MIGRATION),
);

interface Address {
  state: string;
  zip: string;
  phone: string;
}

/** A database as it was before 0019, holding one clinic and one vet profile per address. */
function oldDatabase(addresses: Address[]): Database {
  const sqlite = new Database(':memory:');
  migrate(sqlite, before);
  const user = sqlite.query<{ id: number }, [string, string]>(
    "INSERT INTO users (email, password_hash, first_name, last_name, user_type) VALUES (?, 'x', 'Pat', 'Lee', ?) RETURNING id",
  );
  const clinic = sqlite.query(
    `INSERT INTO clinic_profiles (user_id, clinic_name, address, city, state, zip_code, phone, practice_types)
     VALUES (?, 'Clinic', '1 Main St', 'Denver', ?, ?, ?, '["small_animal"]')`,
  );
  const vet = sqlite.query(
    `INSERT INTO vet_profiles (user_id, first_name, last_name, license_number, years_experience, address, city, state, zip_code, phone, practice_types, hourly_rate)
     VALUES (?, 'Vet', 'Lee', 'CO-1', 5, '1 Main St', 'Denver', ?, ?, ?, '["general"]', 9000)`,
  );
  addresses.forEach(({ state, zip, phone }, i) => {
    clinic.run(user.get(`clinic${i}@example.com`, 'clinic')!.id, state, zip, phone);
    vet.run(user.get(`vet${i}@example.com`, 'relief_vet')!.id, state, zip, phone);
  });
  return sqlite;
}

const cases: [Address, string[] | null][] = [
  [{ state: 'CO', zip: '80202', phone: '303-555-0100' }, null],
  [{ state: 'CO', zip: '80202-1234', phone: '(303) 555-0100' }, null],
  [{ state: 'PR', zip: '00901', phone: '+1 787 555 0100' }, null],
  [{ state: 'CO', zip: '80202', phone: 'abc' }, ['phone']],
  [{ state: 'CO', zip: '80202', phone: '555-0100' }, ['phone']],
  [{ state: 'Colorado', zip: '80202', phone: '303-555-0100' }, ['state']],
  [{ state: 'co', zip: '80202', phone: '303-555-0100' }, ['state']],
  [{ state: 'CO', zip: '8020', phone: '303-555-0100' }, ['zipCode']],
  [{ state: 'Colorado', zip: '8020', phone: 'call me' }, ['phone', 'state', 'zipCode']],
];

describe(`migration ${MIGRATION}`, () => {
  test('keeps every old row and flags exactly the fields that fail the checks', () => {
    const sqlite = oldDatabase(cases.map(([address]) => address));
    expect(migrate(sqlite)).toContain(MIGRATION);
    for (const table of ['clinic_profiles', 'vet_profiles']) {
      const rows = sqlite
        .query<{ state: string; phone: string; f: string | null }, []>(`SELECT state, phone, fields_to_fix AS f FROM ${table} ORDER BY id`)
        .all();
      expect(rows.map((row) => (row.f === null ? null : JSON.parse(row.f)))).toEqual(cases.map(([, fields]) => fields));
      // The values are kept as they were, for the user to correct.
      expect(rows.map((row) => [row.state, row.phone])).toEqual(cases.map(([address]) => [address.state, address.phone]));
    }
  });

  test("the phones it leaves unflagged pass the form's check, and the ones it flags fail it", () => {
    for (const [address, fields] of cases) expect(checkPhone(address.phone).ok).toBe(!fields?.includes('phone'));
  });

  test('its list of states is the one the forms offer', () => {
    const sql = migrations.find((migration) => migration.tag === MIGRATION)!.sql;
    const listed = [...sql.matchAll(/state NOT IN \(([^)]*)\)/g)].map((match) => [...match[1]!.matchAll(/[A-Z]{2}/g)].map(([code]) => code).sort());
    expect(listed).toHaveLength(2);
    for (const codes of listed) expect(codes).toEqual(US_STATES.map(([code]) => code as string).sort());
  });
});
