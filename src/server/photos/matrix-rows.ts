// Who may set and remove a profile photo or clinic logo: any signed-in account, before the access
// gate (the profile page is open to it). The matrix test runs these rows.
import { body, type Row, signedIn } from '../guard-rails/matrix-kit';
import { base64, halves, pngFile } from '../testing/images';

const PHOTO = { image: base64(pngFile(halves(48, 48))) };

export const PHOTO_MATRIX_ROWS: Row[] = [
  { route: 'PUT /api/profile-photo', request: () => body(PHOTO), expect: signedIn(200) },
  { route: 'DELETE /api/profile-photo', expect: signedIn(200) },
];
