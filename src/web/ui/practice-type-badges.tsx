// A list of practice-type (or specialization) badges, as vet and shift cards show them.
import { Badge } from './badge';

export function PracticeTypeBadges({ types, label }: { types: string[]; label: (type: string) => string }) {
  if (types.length === 0) return null;
  return (
    <ul aria-label="Practice types" className="flex flex-wrap gap-1.5">
      {types.map((type) => (
        <li key={type}>
          <Badge variant="secondary">{label(type)}</Badge>
        </li>
      ))}
    </ul>
  );
}
