// Writes src/shared/phone-metadata.json: libphonenumber-js's "min" metadata cut down to the
// regions VetRelief accepts (the US and its territories, all on calling code +1), so the phone
// checks the forms share with the server add a few kilobytes to the web bundle instead of ~80.
// Run again after upgrading libphonenumber-js (src/shared/phone.test.ts fails until you do).
import { join } from 'node:path';
import { phoneMetadataSlice } from '../src/shared/phone-metadata-slice';

const full = await Bun.file(join(import.meta.dir, '../node_modules/libphonenumber-js/metadata.min.json')).json();
await Bun.write(join(import.meta.dir, '../src/shared/phone-metadata.json'), `${JSON.stringify(phoneMetadataSlice(full))}\n`);
