// /test-referral (spec 2 §2): try the referral sign-up with any code (default VETREF001): the
// link {origin}/register?ref={code}, copy, and open it in a new tab with a test e-mail.
import { ExternalLink, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { REFERRAL_CODE_MAX, TEST_REFERRAL_CODE, testReferralLink } from '../../shared/referrals';
import { PageHeader } from '../ui/page-header';
import { Badge } from '../ui/badge';
import { Button, buttonVariants } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { toast } from '../ui/use-toast';
import { CopyLinkField } from './copy-link-field';

export function TestReferralPage() {
  const [code, setCode] = useState(TEST_REFERRAL_CODE);
  const [email, setEmail] = useState('');
  const link = testReferralLink(window.location.origin, code.trim());

  function openLink() {
    const address = email.trim();
    if (!address) {
      toast({ title: 'Email Required', description: 'Please enter a test email address', variant: 'destructive' });
      return;
    }
    const target = new URL(link);
    target.searchParams.set('test_email', address);
    window.open(target.toString(), '_blank', 'noopener');
    toast({ title: 'Test Started', description: `The referral link opened in a new tab for ${address}.` });
  }

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Test Referral" description="Walk through a referred sign-up the way a colleague would see it." />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <FlaskConical className="size-5 text-primary" aria-hidden />
            Referral link tester
          </CardTitle>
          <CardDescription>Registering through this link creates a pending referral for the code's owner.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-5">
          <FormField id="test-referral-code" label="Referral code">
            <div className="flex items-center gap-2">
              <Input
                id="test-referral-code"
                value={code}
                maxLength={REFERRAL_CODE_MAX}
                autoComplete="off"
                onChange={(event) => setCode(event.target.value.toUpperCase())}
                className="min-w-0 flex-1 font-mono"
              />
              <Badge className="bg-emerald-100 text-emerald-800">Active</Badge>
            </div>
          </FormField>
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-foreground">Referral link</p>
            <CopyLinkField id="test-referral-link" label="Referral link" link={link} />
          </div>
          <FormField id="test-referral-email" label="Test e-mail" hint="Added to the link as test_email, so the test sign-up can be told apart.">
            <Input
              id="test-referral-email"
              type="email"
              required
              autoComplete="off"
              placeholder="colleague@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <Button onClick={openLink} className="w-full sm:w-auto">
            <ExternalLink aria-hidden />
            Open Referral Link in New Tab
          </Button>
          <div className="flex flex-wrap gap-2 border-t border-border pt-4">
            <Link to="/admin" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Admin Panel
            </Link>
            <Link to="/dashboard" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              Dashboard
            </Link>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
