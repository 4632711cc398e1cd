// The parts of the invoice editor's form: the clinic's approved shifts to tick, the extra lines
// (travel, lodging, supplies), and the terms and note.
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { EXTRA_LINES_MAX, INVOICE_NOTE_MAX, type InvoiceableShift, PAYMENT_TERMS_DAYS } from '../../shared/invoices';
import { formatMoney } from '../../shared/money';
import { twelveHourRange } from '../../shared/time';
import { Button } from '../ui/button';
import { CheckboxField } from '../ui/checkbox-field';
import { TextField } from '../ui/text-field';
import { TextareaField } from '../ui/textarea-field';
import { invoiceDate, invoiceMoney, workedTime } from './invoice-format';
import type { InvoiceFormValues } from './invoice-form-values';

const Text = TextField<InvoiceFormValues>;

export function ShiftChoices({ shifts }: { shifts: readonly InvoiceableShift[] }) {
  const { setValue } = useFormContext<InvoiceFormValues>();
  const ticked = useWatch<InvoiceFormValues, 'shiftIds'>({ name: 'shiftIds' });
  const error = useFormState<InvoiceFormValues>({ name: 'shiftIds' }).errors.shiftIds?.message;
  const toggle = (shiftId: number, on: boolean) =>
    setValue('shiftIds', on ? [...ticked, shiftId] : ticked.filter((id) => id !== shiftId), { shouldValidate: true, shouldDirty: true });
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'shiftIds-error' : undefined}>
      <legend className="mb-1 text-base font-semibold">Approved shifts</legend>
      <p className="text-sm text-muted-foreground">Dates, hours and rates come from the approved hours and cannot be changed here.</p>
      {shifts.map((shift) => (
        <CheckboxField
          key={shift.shiftId}
          id={`shift-${shift.shiftId}`}
          checked={ticked.includes(shift.shiftId)}
          onChange={(event) => toggle(shift.shiftId, event.target.checked)}
          label={
            <span className="flex flex-wrap justify-between gap-x-3">
              <span>{invoiceDate(shift.date)}</span>
              <span className="tabular-nums">{invoiceMoney(shift.amountCents)}</span>
            </span>
          }
          description={`${shift.startTime ? `${twelveHourRange(shift.startTime, shift.endTime)} · ` : ''}${workedTime(shift.workedMinutes)} at ${formatMoney(shift.hourlyRateCents, { precision: 'exact', per: 'hr' })}`}
        />
      ))}
      {error && (
        <p id="shiftIds-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function ExtraLines() {
  const { control } = useFormContext<InvoiceFormValues>();
  const lines = useFieldArray({ control, name: 'extraLines' });
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-base font-semibold">Extra lines</legend>
      <p className="text-sm text-muted-foreground">Travel, lodging or supplies, up to {EXTRA_LINES_MAX}.</p>
      {lines.fields.map((field, index) => (
        <div key={field.id} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2" data-testid="extra-line">
          <Text name={`extraLines.${index}.description`} label="Description" placeholder="e.g. Mileage, 120 mi" />
          <Text name={`extraLines.${index}.amount`} label="Amount" adornment="$" inputMode="decimal" placeholder="0.00" className="pl-7" />
          <Button variant="ghost" size="icon" className="mt-6" onClick={() => lines.remove(index)}>
            <Trash2 aria-hidden />
            <span className="sr-only">Remove line {index + 1}</span>
          </Button>
        </div>
      ))}
      {lines.fields.length < EXTRA_LINES_MAX && (
        <Button variant="outline" size="sm" onClick={() => lines.append({ description: '', amount: '' })}>
          <Plus aria-hidden /> Add a line
        </Button>
      )}
    </fieldset>
  );
}

export function TermsAndNote() {
  return (
    <div className="space-y-4">
      <Text
        name="dueInDays"
        label="Due in (days)"
        hint={`${PAYMENT_TERMS_DAYS.min}–${PAYMENT_TERMS_DAYS.max} days after sending.`}
        type="number"
        inputMode="numeric"
        min={PAYMENT_TERMS_DAYS.min}
        max={PAYMENT_TERMS_DAYS.max}
        className="w-32"
        rules={{ valueAsNumber: true }}
      />
      <TextareaField<InvoiceFormValues> name="note" label="Note (optional)" hint="Printed on the invoice." maxLength={INVOICE_NOTE_MAX} rows={3} />
    </div>
  );
}
