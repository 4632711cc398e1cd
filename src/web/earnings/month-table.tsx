// The chart's figures as a table for screen readers (visually hidden): it needs none of the chart's
// code, so it is there as soon as the figures are.
import type { MonthFigures } from '../../shared/invoices';
import { formatMoney } from '../../shared/money';
import { monthLabel } from './money-format';

export function MonthTable({ months, paidLabel }: { months: MonthFigures[]; paidLabel: string }) {
  return (
    <table className="sr-only">
      <caption>Invoiced and {paidLabel.toLowerCase()} by month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Invoiced</th>
          <th scope="col">{paidLabel}</th>
        </tr>
      </thead>
      <tbody>
        {months.map((month) => (
          <tr key={month.month}>
            <th scope="row">{monthLabel(month.month, true)}</th>
            <td>{formatMoney(month.invoicedCents, { precision: 'cents' })}</td>
            <td>{formatMoney(month.paidCents, { precision: 'cents' })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
