// The API routes the app actually registers, read from Elysia's route table, so the guard-rail
// tests cover a route the day it is added without anyone listing it.
import type { App } from '../app';

export interface ApiRoute {
  method: string;
  /** The path template, e.g. `/api/shifts/:id`. */
  path: string;
  /** `METHOD path`, as the matrix names its rows. */
  key: string;
  /** Whether the route validates a body against a schema (so it must parse one). */
  validatesBody: boolean;
}

/** Methods whose calls change state: they take JSON bodies only (decision 0006). */
export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every `/api/…` request-response route (the SPA fallback `GET /*` is not one). The WebSocket
 * `/api/ws` cannot be opened through app.handle: realtime/live-socket.test.ts checks who may
 * connect with real sockets.
 */
export function apiRoutes(app: App): ApiRoute[] {
  return app.routes
    .filter((route) => route.path.startsWith('/api/') && route.method !== 'WS')
    .map((route) => ({ method: route.method, path: route.path, key: `${route.method} ${route.path}`, validatesBody: Boolean(route.hooks?.body) }));
}
