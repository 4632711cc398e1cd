// The editor's live preview: who it goes to, each line as it will print, and the total.
import { useWatch } from 'react-hook-form';
import type { InvoiceableShift } from '../../shared/invoices';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { dollarsToCents, type InvoiceFormValues, previewTotal } from './invoice-form-values';
import { invoiceDate, invoiceMoney } from './invoice-format';

export function InvoicePreview({ clinicName, shifts, children }: { clinicName: string; shifts: readonly InvoiceableShift[]; children: React.ReactNode }) {
  const [shiftIds, extraLines, dueInDays] = useWatch<InvoiceFormValues, ['shiftIds', 'extraLines', 'dueInDays']>({
    name: ['shiftIds', 'extraLines', 'dueInDays'],
  });
  const ticked = shifts.filter((shift) => shiftIds.includes(shift.shiftId));
  return (
    <Card className="lg:sticky lg:top-20" aria-labelledby="invoice-preview-title">
      <CardHeader className="pb-3">
        <CardTitle id="invoice-preview-title" className="text-lg">
          Preview
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          To <span className="font-medium text-foreground">{clinicName}</span>
          {Number.isInteger(dueInDays) && `, due ${dueInDays} days after sending`}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <ul className="space-y-1.5 text-sm" aria-label="Lines">
          {ticked.map((shift) => (
            <li key={shift.shiftId} className="flex justify-between gap-3">
              <span>Shift {invoiceDate(shift.date)}</span>
              <span className="tabular-nums">{invoiceMoney(shift.amountCents)}</span>
            </li>
          ))}
          {extraLines.map((line, index) => (
            <li key={index} className="flex justify-between gap-3">
              <span className="min-w-0 truncate">{line.description || 'Extra line'}</span>
              <span className="tabular-nums">{invoiceMoney(dollarsToCents(line.amount) ?? 0)}</span>
            </li>
          ))}
          {ticked.length === 0 && extraLines.length === 0 && <li className="text-muted-foreground">No lines yet.</li>}
        </ul>
        <p className="flex justify-between border-t-2 border-foreground pt-3 text-lg font-bold">
          <span>Total</span>
          <span className="tabular-nums" data-testid="preview-total">
            {invoiceMoney(previewTotal(shifts, { shiftIds, extraLines }))}
          </span>
        </p>
        {children}
      </CardContent>
    </Card>
  );
}
