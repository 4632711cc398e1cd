// /register: the one sign-up form in a card (issue 19). Every Register and Get Started button
// leads here, and a referral link (`?ref=CODE`, also on /login and /quick-login) arrives with
// the code filled in.
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppName } from '../lib/config';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';
import { AuthCardLayout } from './auth-card-layout';
import { CardPageHeading } from '../ui/card-page-heading';
import { SignedOutOnly } from './signed-out-only';
import { SignUpForm } from './sign-up-form';
import { useAuthFlow } from './use-auth-flow';

export function RegisterPage() {
  const navigate = useNavigate();
  const appName = useAppName();
  const [params] = useSearchParams();
  const flow = useAuthFlow();
  const referralCode = params.get('ref');

  return (
    <SignedOutOnly redirecting={flow.redirecting}>
      <AuthCardLayout>
        <Card>
          <CardHeader className="text-center">
            <CardPageHeading>Create your account</CardPageHeading>
            <CardDescription>Join {appName} as a relief veterinarian or a clinic.</CardDescription>
          </CardHeader>
          <CardContent>
            <SignUpForm referralCode={referralCode} onSignedUp={flow.signedUp} />
            <p className="mt-5 text-center text-sm text-muted-foreground">
              Already have an account?{' '}
              <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
                Sign in
              </Link>
            </p>
            <Button variant="ghost" className="mt-3 w-full" onClick={() => navigate('/')}>
              Back to Home
            </Button>
          </CardContent>
        </Card>
      </AuthCardLayout>
    </SignedOutOnly>
  );
}
