// Migration 0023 turns each vet's single licence number into the first row of their licence list
// (the profile's state, expiry unknown, unverified), and logs licence and favourite writes for the
// in-memory search indexes.
import { Database } from 'bun:sqlite';
import { describe, expect, test } from 'bun:test';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations.generated';

const MIGRATION = '0023_trusted_network';
const before = migrations.slice(
  0,
  migrations.findIndex((migration) => migration.tag === MIGRATION),
);

function oldDatabase(): Database {
  const sqlite = new Database(':memory:');
  migrate(sqlite, before);
  const user = sqlite.query<{ id: number }, [string, string]>(
    "INSERT INTO users (email, password_hash, first_name, last_name, user_type) VALUES (?, 'x', 'Pat', 'Lee', ?) RETURNING id",
  );
  const vet = sqlite.query(
    `INSERT INTO vet_profiles (user_id, first_name, last_name, license_number, years_experience, address, city, state, zip_code, phone, practice_types, hourly_rate)
     VALUES (?, 'Vet', 'Lee', ?, 5, '1 Main St', 'Denver', ?, '80202', '303-555-0100', '["general"]', 9000)`,
  );
  vet.run(user.get('co@example.com', 'relief_vet')!.id, 'CO-12345', 'CO');
  vet.run(user.get('tx@example.com', 'relief_vet')!.id, 'TX 998', 'TX');
  user.get('clinic@example.com', 'clinic');
  return sqlite;
}

describe(`migration ${MIGRATION}`, () => {
  test("each vet's licence number becomes one unverified licence in the profile's state, expiry unknown", () => {
    const sqlite = oldDatabase();
    expect(migrate(sqlite)).toContain(MIGRATION);
    const rows = sqlite
      .query('SELECT u.email, l.state, l.licence_number, l.expires_on, l.status FROM vet_licences l JOIN users u ON u.id = l.vet_id ORDER BY u.email')
      .all();
    expect(rows).toEqual([
      { email: 'co@example.com', state: 'CO', licence_number: 'CO-12345', expires_on: null, status: 'unverified' },
      { email: 'tx@example.com', state: 'TX', licence_number: 'TX 998', expires_on: null, status: 'unverified' },
    ]);
  });

  test('a second licence in the same state is refused by the database', () => {
    const sqlite = oldDatabase();
    migrate(sqlite);
    const vetId = sqlite.query<{ id: number }, []>("SELECT id FROM users WHERE email = 'co@example.com'").get()!.id;
    expect(() => sqlite.run("INSERT INTO vet_licences (vet_id, state, licence_number) VALUES (?, 'CO', 'other')", [vetId])).toThrow(/UNIQUE/);
  });

  test('existing shifts stay public with instant booking off; clinics default to no first look', () => {
    const sqlite = oldDatabase();
    migrate(sqlite);
    const clinicId = sqlite.query<{ id: number }, []>("SELECT id FROM users WHERE email = 'clinic@example.com'").get()!.id;
    sqlite.run(
      `INSERT INTO clinic_profiles (user_id, clinic_name, address, city, state, zip_code, phone, practice_types) VALUES (?, 'C', '1 Main St', 'Denver', 'CO', '80202', '303-555-0100', '["general"]')`,
      [clinicId],
    );
    sqlite.run(
      "INSERT INTO shifts (clinic_id, shift_date, start_time, end_time, hourly_rate, shift_type, practice_types) VALUES (?, '2026-12-01', '08:00', '17:00', 9000, 'Regular', '[\"general\"]')",
      [clinicId],
    );
    expect(sqlite.query('SELECT first_look_until, instant_booking FROM shifts').get()).toEqual({ first_look_until: null, instant_booking: 'off' });
    expect(sqlite.query('SELECT default_first_look_hours, default_instant_booking FROM clinic_profiles').get()).toEqual({
      default_first_look_hours: 0,
      default_instant_booking: 'off',
    });
  });
});
