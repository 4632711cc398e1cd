export { accessGate } from '../../shared/access';
