// /admin (spec 2 §2): locked behind the gate until the server accepts the admin password, then
// the panel. The admin session is its own cookie: it does not depend on a signed-in user.
import { Spinner } from '../ui/spinner';
import { useAdminSession } from './admin-api';
import { AdminGate } from './admin-gate';
import { AdminPanel } from './admin-panel';

export function AdminPage() {
  const authenticated = useAdminSession();
  if (authenticated === null) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Checking admin session" />
      </div>
    );
  }
  return authenticated ? <AdminPanel /> : <AdminGate />;
}
