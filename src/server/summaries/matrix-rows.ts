// Who may call the booking-summary routes: this feature's rows of the
// authorisation matrix (guard-rails/authorization-matrix.test.ts runs them).
import type { Row } from '../guard-rails/matrix-kit';

export const SUMMARY_MATRIX_ROWS: Row[] = [];
