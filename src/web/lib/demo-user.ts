// The stored demo identity (spec 1 §7): when set, every call names the demo user it acts as.
const DEMO_USER_KEY = 'demoUserId';

export function getDemoUserId(): string | null {
  try {
    return localStorage.getItem(DEMO_USER_KEY);
  } catch {
    return null;
  }
}

export function setDemoUserId(id: number | string): void {
  localStorage.setItem(DEMO_USER_KEY, String(id));
}

export function clearDemoUserId(): void {
  try {
    localStorage.removeItem(DEMO_USER_KEY);
  } catch {
    // Storage may be unavailable (private mode); nothing is stored then either.
  }
}
