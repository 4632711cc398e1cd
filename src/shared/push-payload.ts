/** What a push message carries to the service worker: no more than the notification shows. */
export interface PushPayload {
  title: string;
  body?: string;
  url: string;
  tag?: string;
}
