// Login and Sign Up tabs (spec 1 §2 "Combined auth page"). Used by /auth and /auth-old.
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { LoginForm } from './login-form';
import { SignUpForm } from './sign-up-form';
import type { AuthFlow } from './use-auth-flow';

export function AuthTabs({ flow }: { flow: AuthFlow }) {
  return (
    <Tabs defaultValue="login">
      <TabsList className="grid w-full grid-cols-2">
        <TabsTrigger value="login">Login</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="login" className="mt-6">
        <LoginForm onSubmit={flow.login} pending={flow.loginPending} />
      </TabsContent>
      <TabsContent value="signup" className="mt-6">
        <SignUpForm onSubmit={flow.register} pending={flow.registerPending} />
      </TabsContent>
    </Tabs>
  );
}
