// The in-process event bus (deps.events): services publish after their transaction commits,
// listeners subscribe by event type or to everything with '*'. Handlers run synchronously inside
// publish() (those of the type, then those of '*', each in subscription order): keep them quick,
// and hand slow work to a job.
import type { Logger } from '../context';
import type { AppEvent, AppEventType } from './app-event';

type Handler<E> = (event: E) => void | Promise<void>;

export interface EventBus {
  publish(event: AppEvent): void;
  /** Calls the handler for each event of this type (or every event); returns the unsubscribe. */
  subscribe<T extends AppEventType>(type: T, handler: Handler<Extract<AppEvent, { type: T }>>): () => void;
  subscribe(type: '*', handler: Handler<AppEvent>): () => void;
}

export function createEventBus(log: Logger): EventBus {
  const handlers = new Map<AppEventType | '*', Set<Handler<AppEvent>>>();

  // A listener's failure is its own: logged, never thrown back into the service that published
  // (whose change is already committed) nor allowed to stop the listeners after it.
  function deliver(handler: Handler<AppEvent>, event: AppEvent) {
    const failed = (error: unknown) => log.error(`A listener of ${event.type} failed`, error);
    try {
      const result = handler(event);
      if (result instanceof Promise) result.catch(failed);
    } catch (error) {
      failed(error);
    }
  }

  return {
    publish(event) {
      // Copies, so a handler that (un)subscribes does not change this delivery.
      for (const handler of [...(handlers.get(event.type) ?? []), ...(handlers.get('*') ?? [])]) deliver(handler, event);
    },
    subscribe(type: AppEventType | '*', handler: Handler<never>) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      const entry = handler as Handler<AppEvent>;
      set.add(entry);
      return () => void set.delete(entry);
    },
  };
}
