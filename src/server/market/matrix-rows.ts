// Who may call the market routes: this feature's rows of the authorisation matrix
// (guard-rails/authorization-matrix.test.ts runs them).
import type { Row } from '../guard-rails/matrix-kit';

export const MARKET_MATRIX_ROWS: Row[] = [];
