export { RateHints } from '../market/rate-hint';
