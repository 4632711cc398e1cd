// The admin users search's own tables, made by hand-written migration 0017 (an FTS5 trigram table
// over one haystack per live account, kept in step by triggers): declared here so the search is
// written against their columns. drizzle-kit reads only db/schema.ts, so it never manages them.
import { integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';

/** One lower-cased haystack per live account (name, e-mail, clinic name, city, state). */
export const adminUserSearchDocs = sqliteTable('admin_user_search_docs', {
  id: integer('id').primaryKey(),
  userType: text('user_type', { enum: ['clinic', 'relief_vet'] }).notNull(),
  doc: text('doc').notNull(),
});

/** The FTS5 trigram index of the haystacks (external content): its rowid is the account's id. */
export const adminUserSearch = sqliteTable('admin_user_search', {
  rowid: integer('rowid').notNull(),
  doc: text('doc').notNull(),
});
