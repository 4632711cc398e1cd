// "Download {year} CSV": the year's lines (Earnings, the tax year) or spend, as a spreadsheet file.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../ui/button';
import { Label } from '../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { recentYears } from '../lib/recent-years';

export function CsvDownload({ pathOf }: { pathOf: (year: number) => string }) {
  const years = recentYears(new Date());
  const [year, setYear] = useState(years[0]!);
  return (
    <div className="flex items-end gap-2">
      <div className="space-y-1.5">
        <Label htmlFor="csv-year">Year</Label>
        <Select value={String(year)} onValueChange={(value) => setYear(Number(value))}>
          <SelectTrigger id="csv-year" className="w-28">
            <SelectValue>{year}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {years.map((option) => (
              <SelectItem key={option} value={String(option)}>
                {option}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button asChild variant="outline">
        <a href={pathOf(year)} download>
          <Download aria-hidden /> Download {year} CSV
        </a>
      </Button>
    </div>
  );
}
