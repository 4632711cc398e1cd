// Reading the database behind the API in tests: rows as stored, counts, the e-mail outbox.
import type { Party } from './marketplace';
import type { TestApp } from './harness';

type Param = string | number | null;

export function sql<T>(t: TestApp, query: string, ...params: Param[]): T[] {
  return t.deps.db.$client.query<T, Param[]>(query).all(...params);
}

export function one<T>(t: TestApp, query: string, ...params: Param[]): T {
  return sql<T>(t, query, ...params)[0]!;
}

/** Rows in a table. */
export function rowCount(t: TestApp, table: string): number {
  return one<{ n: number }>(t, `SELECT count(*) AS n FROM "${table}"`).n;
}

/** E-mails queued to this address, oldest first. */
export function mailTo(t: TestApp, email: string): { subject: string; text_body: string }[] {
  return sql(t, 'SELECT subject, text_body FROM email_outbox WHERE to_address = ? ORDER BY id', email);
}

export function emailOf(t: TestApp, party: Party): string {
  return one<{ email: string }>(t, 'SELECT email FROM users WHERE id = ?', party.id).email;
}
