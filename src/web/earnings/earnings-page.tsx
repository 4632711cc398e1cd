// /earnings (vet): what clinics paid and owe, month by month and by clinic, and the tax year as CSV.
import { earningsCsvPath } from '../../shared/invoices';
import { MoneyOverview } from './money-overview';
import { useEarnings } from './use-money-summary';

export function EarningsPage() {
  return (
    <MoneyOverview
      title="Earnings"
      description="Paid counts by the day the money arrived, invoiced by the invoice date. Void invoices are left out."
      paidLabel="Paid"
      tableTitle="By clinic"
      partyLabel="Clinic"
      summary={useEarnings()}
      rows={(summary) => summary.byClinic.map((row) => ({ key: `${row.clinicId ?? 'gone'}-${row.clinicName}`, name: row.clinicName, ...row }))}
      csvPath={earningsCsvPath}
    />
  );
}
