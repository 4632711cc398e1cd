// One checkbox per practice type (spec 2 §3), used by the shift forms and the browse filters.
import { PRACTICE_TYPES } from '../../shared/constants';
import { CheckboxField } from '../ui/checkbox-field';
import { PRACTICE_TYPE_LABELS, type PracticeType } from '../lib/shift-format';

interface PracticeTypeCheckboxesProps {
  idPrefix: string;
  value: readonly PracticeType[];
  onChange: (value: PracticeType[]) => void;
  className?: string;
  disabled?: boolean;
}

export function PracticeTypeCheckboxes({ idPrefix, value, onChange, className = 'grid grid-cols-2 gap-2', disabled }: PracticeTypeCheckboxesProps) {
  const toggle = (type: PracticeType, checked: boolean) => onChange(PRACTICE_TYPES.filter((option) => (option === type ? checked : value.includes(option))));
  return (
    <div className={className}>
      {PRACTICE_TYPES.map((type) => (
        <CheckboxField
          key={type}
          id={`${idPrefix}-${type}`}
          label={PRACTICE_TYPE_LABELS[type]}
          checked={value.includes(type)}
          disabled={disabled}
          onChange={(event) => toggle(type, event.target.checked)}
          className="p-2.5"
        />
      ))}
    </div>
  );
}
