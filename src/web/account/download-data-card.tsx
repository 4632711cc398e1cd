// "Download my data" (the profile page's account part): everything that is the user's as one
// JSON file. Fetched rather than a plain link so a refusal (three downloads an hour) shows its
// message here instead of a failed download in the browser's bar.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { apiRequest, errorMessage, errorStatus } from '../lib/api-client';
import { accountPaths } from '../lib/paths';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';

/** The name the server gave the file (Content-Disposition), else a plain one. */
function fileNameOf(response: Response): string {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
}

/** Hands the file to the browser's downloads, as a click on a link to it would. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has taken its copy by then; the page need not keep the file.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function DownloadDataCard() {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const response = await apiRequest('GET', accountPaths.dataExport);
      saveFile(await response.blob(), fileNameOf(response));
    } catch (error) {
      setProblem(errorStatus(error) === null ? 'Something went wrong. Please try again.' : errorMessage(error, 'Could not download your data'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
        <CardDescription>
          One file (JSON) with everything that is yours here: your account and profile, shifts, bookings, messages, hours, ratings, invoices and settings.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {problem && <Alert variant="destructive">{problem}</Alert>}
        <Button type="button" variant="outline" onClick={download} disabled={busy}>
          {busy ? <Spinner className="size-4 text-current" label="Preparing your file" /> : <Download aria-hidden />}
          Download my data
        </Button>
      </CardContent>
    </Card>
  );
}
