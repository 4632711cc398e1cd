// Who may call the referral routes: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them).
import type { Row } from '../guard-rails/matrix-kit';

export const REFERRAL_MATRIX_ROWS: Row[] = [];
