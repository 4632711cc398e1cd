// /email-test (spec 2 §2, issue 12): send a test e-mail through the configured transport and show
// what happened: sent, queued in the outbox and why, or failed and the error.
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, Clock, Send, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { type TestEmailResult, testEmailSchema } from '../../shared/alerts';
import { PageHeader } from '../ui/page-header';
import { apiJson, errorMessage } from '../lib/api-client';
import { useAuth } from '../lib/auth-provider';
import { alertPaths } from '../lib/paths';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { fieldAria, FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';

export function EmailTestPage() {
  const { user } = useAuth();
  const [to, setTo] = useState(user?.email ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (address: string) => apiJson<TestEmailResult>('POST', alertPaths.testEmail, { to: address }),
    onSuccess: (result) => {
      if (result.status === 'failed') toast({ title: 'Email Test Failed', description: result.detail, variant: 'destructive' });
    },
    onError: (error) => toast({ title: 'Email Test Failed', description: errorMessage(error, 'The test e-mail could not be sent.'), variant: 'destructive' }),
  });

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Email Test" description="Check that VetRelief can send e-mail: alerts, messages and booking notices all go the same way." />
      <Card>
        <CardHeader>
          <CardTitle>Send a test e-mail</CardTitle>
          <CardDescription>A short message goes to the address below through the configured mail transport.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <form
            noValidate
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              const parsed = testEmailSchema.safeParse({ to: to.trim() });
              if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address');
              setInvalid(null);
              send.mutate(parsed.data.to);
            }}
          >
            <div className="min-w-0 flex-1">
              <FormField id="test-email-to" label="Send to" error={invalid ?? undefined}>
                <Input
                  id="test-email-to"
                  type="email"
                  autoComplete="email"
                  value={to}
                  onChange={(event) => setTo(event.target.value)}
                  {...fieldAria('test-email-to', invalid ?? undefined)}
                />
              </FormField>
            </div>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? <Spinner className="size-4 text-current" label="Sending" /> : <Send aria-hidden />}
              Send test e-mail
            </Button>
          </form>
          {send.isSuccess && <ResultNote result={send.data} to={send.variables} />}
          {send.isError && <Alert variant="destructive">{errorMessage(send.error, 'The test e-mail could not be sent.')}</Alert>}
        </CardContent>
      </Card>
    </div>
  );
}

function ResultNote({ result, to }: { result: TestEmailResult; to: string }) {
  if (result.status === 'sent') {
    return (
      <Alert variant="success" className="flex gap-2">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <strong>Sent</strong> to {to}. {result.detail}
        </span>
      </Alert>
    );
  }
  if (result.status === 'queued') {
    return (
      <Alert className="flex gap-2">
        <Clock className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>
          <strong>Queued</strong> for {to}: {result.detail}
        </span>
      </Alert>
    );
  }
  return (
    <Alert variant="destructive" className="flex gap-2">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong>Failed</strong> to send to {to}: {result.detail}
      </span>
    </Alert>
  );
}
