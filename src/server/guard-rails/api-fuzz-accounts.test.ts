// The API fuzz (api-fuzz-kit.ts) of signing in and up, the account and the admin panel.
import { fuzzPart } from './api-fuzz-kit';

fuzzPart('accounts');
