// "A new version is available — Reload": a small banner written with the DOM, outside React's
// root, so it needs nothing the page has not loaded and never disturbs hydration.
const BANNER_ID = 'update-banner';

export function showUpdateBanner(onReload: () => void): void {
  if (document.getElementById(BANNER_ID)) return;
  const banner = document.createElement('div');
  banner.id = BANNER_ID;
  banner.setAttribute('role', 'status');
  // Above the phone's bottom bar; bottom right on wide screens.
  banner.className =
    'fixed inset-x-3 bottom-20 z-50 flex items-center justify-between gap-3 rounded-lg bg-slate-900 px-4 py-3 text-sm text-white shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 print:hidden';
  const text = document.createElement('span');
  text.textContent = 'A new version is available —';
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Reload';
  button.className =
    'rounded-md bg-white px-3 py-1.5 font-medium text-slate-900 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';
  button.addEventListener('click', () => {
    button.disabled = true;
    onReload();
  });
  banner.append(text, button);
  document.body.append(banner);
}
