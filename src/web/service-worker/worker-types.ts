// The parts of the service worker's global scope sw.ts uses. TypeScript's "WebWorker" library
// cannot be loaded beside "DOM" in one project, so they are declared here.

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}

export interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}

export interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}

export interface MessageEvent extends ExtendableEvent {
  readonly data: unknown;
}

export interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}

export interface Clients {
  claim(): Promise<void>;
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
  openWindow(url: string): Promise<WindowClient | null>;
}

interface WorkerEvents {
  install: ExtendableEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
  message: MessageEvent;
  push: PushEvent;
  notificationclick: NotificationEvent;
}

export interface WorkerScope {
  readonly location: Location;
  readonly clients: Clients;
  readonly registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof WorkerEvents>(type: K, listener: (event: WorkerEvents[K]) => void): void;
}
