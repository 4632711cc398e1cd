// A phone number as people read it ("(303) 555-0100"), dialled in E.164; text that is no US
// number (saved before the checks) is shown as it is, without a link.
import { formatPhone, phoneHref } from '../../shared/phone-display';
import { cn } from '../lib/cn';

export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const href = phoneHref(phone);
  const shown = formatPhone(phone);
  if (!href) return <span className={className}>{shown}</span>;
  return (
    <a href={href} className={cn('text-primary underline-offset-4 hover:underline', className)}>
      {shown}
    </a>
  );
}
