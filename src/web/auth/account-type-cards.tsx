// The sign-up form's first question: which kind of account (spec 1 §1, §2). Nothing is chosen
// until the user chooses (issue 19: a vet who missed a default became a clinic).
import { Building2, Stethoscope } from 'lucide-react';
import type { Ref } from 'react';
import type { UserType } from '../../shared/constants';
import { cn } from '../lib/cn';

export const ACCOUNT_TYPES: Record<UserType, { title: string; description: string; icon: typeof Building2 }> = {
  relief_vet: { title: 'Relief Veterinarian', description: 'Find shifts and opportunities', icon: Stethoscope },
  clinic: { title: 'Veterinary Clinic', description: 'Post shifts and hire vets', icon: Building2 },
};

interface AccountTypeCardsProps {
  selected: UserType | null;
  onSelect: (type: UserType) => void;
  /** The id of the message saying a choice is missing, when it shows. */
  errorId?: string;
  /** The first card, focused when the form is sent without a choice. */
  firstRef?: Ref<HTMLButtonElement>;
}

export function AccountTypeCards({ selected, onSelect, errorId, firstRef }: AccountTypeCardsProps) {
  return (
    <div
      role="radiogroup"
      aria-labelledby="account-type-label"
      aria-required
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      className="grid gap-3 sm:grid-cols-2"
    >
      {(['relief_vet', 'clinic'] as const).map((type, index) => {
        const { title, description, icon: Icon } = ACCOUNT_TYPES[type];
        const active = selected === type;
        return (
          // biome-ignore lint/a11y/useSemanticElements: a card-sized choice; buttons with role="radio" in a radiogroup are the WAI-ARIA pattern
          <button
            key={type}
            ref={index === 0 ? firstRef : undefined}
            type="button"
            role="radio"
            aria-checked={active}
            onClick={() => onSelect(type)}
            className={cn(
              'flex items-start gap-3 rounded-xl border-2 p-4 text-left transition-colors cursor-pointer focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2',
              active ? 'border-primary bg-teal-50' : 'border-border bg-card hover:border-teal-300 hover:bg-teal-50/50',
              errorId && 'border-destructive',
            )}
          >
            <span
              className={cn(
                'flex size-10 shrink-0 items-center justify-center rounded-lg',
                active ? 'bg-primary text-white' : 'bg-secondary text-secondary-foreground',
              )}
            >
              <Icon className="size-5" aria-hidden />
            </span>
            <span>
              <span className="block font-semibold text-foreground">{title}</span>
              <span className="block text-sm text-muted-foreground">{description}</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
