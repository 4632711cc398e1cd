// Who may download their data: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them). Any account, with or without a profile
// or subscription, gets its own export; a visitor gets 401.
import { type Row, signedIn } from '../guard-rails/matrix-kit';

export const DATA_EXPORT_MATRIX_ROWS: Row[] = [{ route: 'GET /api/me/export', expect: signedIn(200) }];
