// /auth-old: the older auth screen, the same forms in a single card.
import { Card, CardContent } from '../ui/card';
import { AuthCardLayout } from './auth-card-layout';
import { AuthTabs } from './auth-tabs';
import { SignedOutOnly } from './signed-out-only';
import { useAuthFlow } from './use-auth-flow';

export function AuthOldPage() {
  const flow = useAuthFlow();
  return (
    <SignedOutOnly redirecting={flow.redirecting}>
      <AuthCardLayout>
        <Card>
          <CardContent className="p-6 sm:p-8">
            <AuthTabs flow={flow} />
          </CardContent>
        </Card>
      </AuthCardLayout>
    </SignedOutOnly>
  );
}
