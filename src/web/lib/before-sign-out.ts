// Steps a feature needs done while the session still exists, before signing out (this device's
// push subscription is removed: its notifications must not reach whoever signs in next).
// Registered by the app's root (app.tsx), so lib/ knows no feature.
const steps: (() => Promise<unknown>)[] = [];

/** Adds a step run before every sign-out. */
export function beforeSignOut(step: () => Promise<unknown>): void {
  steps.push(step);
}

/** Runs the steps; none may keep the user signed in, so failures are ignored and each gets 3 s. */
export async function runBeforeSignOut(): Promise<void> {
  const deadline = () => new Promise((resolve) => setTimeout(resolve, 3000));
  await Promise.allSettled(steps.map((step) => Promise.race([step(), deadline()])));
}
