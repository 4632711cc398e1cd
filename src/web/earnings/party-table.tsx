// The table by clinic (Earnings) or by vet (Spend): invoiced, paid and outstanding, with cents.
import { formatMoney } from '../../shared/money';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

export interface PartyRow {
  key: string;
  name: string;
  invoicedCents: number;
  paidCents: number;
  outstandingCents: number;
  invoiceCount: number;
}

const cents = (value: number) => formatMoney(value, { precision: 'cents' });

export function PartyTable({ title, partyLabel, rows }: { title: string; partyLabel: string; rows: PartyRow[] }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <CardContent className="overflow-x-auto p-0 pb-2" tabIndex={0} role="region" aria-label={title}>
        {rows.length === 0 ? (
          <p className="px-6 pb-4 text-sm text-muted-foreground">Nothing invoiced in the last 12 months.</p>
        ) : (
          <table className="w-full min-w-[32rem] text-sm">
            <thead className="border-y border-border bg-muted/60 text-left text-xs uppercase tracking-wide text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-semibold sm:px-6">
                  {partyLabel}
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                  Invoices
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                  Invoiced
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                  Paid
                </th>
                <th scope="col" className="px-4 py-2.5 text-right font-semibold sm:px-6">
                  Outstanding
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.key} data-testid="party-row">
                  <th scope="row" className="px-4 py-2.5 text-left font-medium sm:px-6">
                    {row.name}
                  </th>
                  <td className="px-3 py-2.5 text-right tabular-nums">{row.invoiceCount}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{cents(row.invoicedCents)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{cents(row.paidCents)}</td>
                  <td className="px-4 py-2.5 text-right tabular-nums sm:px-6">{cents(row.outstandingCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </CardContent>
    </Card>
  );
}
