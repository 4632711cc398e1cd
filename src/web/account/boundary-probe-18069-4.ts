export { Button } from '../ui/button';
export { cn } from '../lib/cn';
