export { RequestCard } from '../bookings/request-card';
