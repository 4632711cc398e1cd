// Who may call the availability routes (postings and clinics' requests for them): this feature's
// rows of the authorisation matrix (guard-rails/authorization-matrix.test.ts runs them).
import type { Row } from '../guard-rails/matrix-kit';

export const AVAILABILITY_MATRIX_ROWS: Row[] = [];
