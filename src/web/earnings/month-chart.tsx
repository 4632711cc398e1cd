// Paid and invoiced by month over the last 12 months, as grouped bars (recharts, loaded only by the
// Earnings and Spend pages, as a chunk of its own). Screen readers read month-table.tsx instead.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MonthFigures } from '../../shared/invoices';
import { formatMoney } from '../../shared/money';
import { monthLabel } from './money-format';

const PAID = '#0f766e';
const INVOICED = '#94a3b8';

export default function MonthChart({ months, paidLabel }: { months: MonthFigures[]; paidLabel: string }) {
  const data = months.map((month) => ({ month: month.month, invoiced: month.invoicedCents, paid: month.paidCents }));
  return (
    <div aria-hidden className="h-72">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="month"
            tickFormatter={(month: string) => monthLabel(month)}
            tick={{ fill: '#475569', fontSize: 12 }}
            tickLine={false}
            axisLine={false}
          />
          <YAxis tickFormatter={(cents: number) => formatMoney(cents)} tick={{ fill: '#475569', fontSize: 12 }} tickLine={false} axisLine={false} width={64} />
          <Tooltip
            formatter={(cents) => formatMoney(Number(cents), { precision: 'cents' })}
            labelFormatter={(month) => monthLabel(String(month), true)}
            cursor={{ fill: '#f1f5f9' }}
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar dataKey="invoiced" name="Invoiced" fill={INVOICED} radius={[3, 3, 0, 0]} />
          <Bar dataKey="paid" name={paidLabel} fill={PAID} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
