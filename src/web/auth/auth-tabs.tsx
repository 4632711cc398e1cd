// Login and Sign Up tabs (spec 1 §2 "Combined auth page") on /auth. Sign Up is the one sign-up
// form; `?tab=signup`, or a referral code in `?ref=`, opens it.
import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import type { AuthFlow } from './use-auth-flow';

// The inactive tab's label in the page's body colour: the muted grey on the muted track was
// below the 4.5:1 contrast WCAG asks for.
const triggerClass = 'text-slate-700';

export function AuthTabs({ flow }: { flow: AuthFlow }) {
  const [params] = useSearchParams();
  const referralCode = params.get('ref');
  const opening = params.get('tab') === 'signup' || referralCode ? 'signup' : 'login';
  return (
    <Tabs defaultValue={opening}>
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="login" className={triggerClass}>
          Login
        </TabsTrigger>
        <TabsTrigger value="signup" className={triggerClass}>
          Sign Up
        </TabsTrigger>
      </TabsList>
      <TabsContent value="login" className="mt-6">
        <LoginForm onSubmit={flow.login} pending={flow.loginPending} error={flow.loginError} />
      </TabsContent>
      <TabsContent value="signup" className="mt-6">
        <SignUpForm referralCode={referralCode} onSignedUp={flow.signedUp} />
      </TabsContent>
    </Tabs>
  );
}
