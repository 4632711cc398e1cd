// /spend (clinic): what the clinic paid relief vets and still owes, by month and by vet, as CSV per year.
import { spendCsvPath } from '../../shared/invoices';
import { MoneyOverview } from './money-overview';
import { useSpend } from './use-money-summary';

export function SpendPage() {
  return (
    <MoneyOverview
      title="Spend on relief cover"
      description="Paid counts by the day you paid, invoiced by the invoice date. Void invoices are left out."
      paidLabel="Paid"
      tableTitle="By vet"
      partyLabel="Vet"
      summary={useSpend()}
      rows={(summary) => summary.byVet.map((row) => ({ key: `${row.vetId ?? 'gone'}-${row.vetName}`, name: row.vetName, ...row }))}
      csvPath={spendCsvPath}
    />
  );
}
