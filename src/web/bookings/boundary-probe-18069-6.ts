export { PostedShiftsCard } from '../dashboard/posted-shifts-card';
