// Who may send the help chat's question to support: everyone, visitors included (they give the
// address support replies to). guard-rails/authorization-matrix.test.ts runs these rows.
import { body, everyone, type Row } from '../guard-rails/matrix-kit';

export const HELP_MATRIX_ROWS: Row[] = [
  {
    route: 'POST /api/help/questions',
    request: () => body({ question: 'How do I change my clinic address?', email: 'asker@example.com' }),
    expect: everyone(202),
  },
];
