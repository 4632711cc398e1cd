// The web app manifest (GET /manifest.webmanifest): what makes the app installable — its name
// (APP_NAME, so a deployment installs under its own), the PNG icons, colours, where it opens.
// Written by the server rather than built, since the name is the deployment's setting.
import { ICONS } from '../../shared/service-worker';

/** The app's colour (the header's teal) and the page's background. */
export const THEME_COLOR = '#0f766e';
const BACKGROUND_COLOR = '#ffffff';
/** Launchers cut longer names under an icon. */
const SHORT_NAME_MAX = 12;

/** The links every page's <head> carries (web-page.ts): the manifest and the home-screen icon iOS reads. */
export const MANIFEST_LINKS = `<link rel="manifest" href="/manifest.webmanifest"><link rel="apple-touch-icon" href="${ICONS.any192}">`;

export function webAppManifest(appName: string) {
  const shortName = appName.length <= SHORT_NAME_MAX ? appName : appName.split(/\s+/)[0]!.slice(0, SHORT_NAME_MAX);
  return {
    // The identity of the installed app: the same whatever the name becomes.
    id: '/dashboard',
    name: appName,
    short_name: shortName,
    description: 'Veterinary relief staffing: clinics post shifts, relief vets find them.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: BACKGROUND_COLOR,
    theme_color: THEME_COLOR,
    icons: [
      { src: ICONS.any192, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: ICONS.any512, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: ICONS.maskable512, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
