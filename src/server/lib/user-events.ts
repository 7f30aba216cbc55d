import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import type { Logger } from './logger.ts';

/**
 * Per-user events pushed to the user's open tabs (GET /api/events): the spec's `subscription_updates` channel,
 * and later other per-user events (shopping list changed, formula deleted).
 */
export type UserEvent =
  | { type: 'subscription'; tier: string; subscriptionEnd: string | null }
  | { type: 'shopping-list' }
  | { type: 'formula-deleted'; formulaId: string };

export type UserEventListener = (event: UserEvent) => void;

export type UserEvents = {
  /** Delivers `event` to every open stream of `userId`, on this server and (PostgreSQL) on every other one. */
  publish: (userId: string, event: UserEvent) => Promise<void>;
  /** Listens to one user's events; returns the function that stops listening. */
  subscribe: (userId: string, listener: UserEventListener) => () => void;
  /** Open streams on this server (admin status), or of one user when given. */
  listenerCount: (userId?: string) => number;
  stop: () => Promise<void>;
};

/** The NOTIFY channel shared by every app server on one PostgreSQL database. */
export const USER_EVENTS_CHANNEL = 'sillage_user_events';
const RECONNECT_MAX_MS = 60_000;

type Envelope = { userId: string; event: UserEvent };

function createLocalFanOut() {
  const listeners = new Map<string, Set<UserEventListener>>();
  return {
    deliver(userId: string, event: UserEvent) {
      for (const listener of listeners.get(userId) ?? []) listener(event);
    },
    subscribe(userId: string, listener: UserEventListener) {
      let set = listeners.get(userId);
      if (!set) listeners.set(userId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    count: (userId?: string) =>
      userId === undefined
        ? [...listeners.values()].reduce((sum, set) => sum + set.size, 0)
        : (listeners.get(userId)?.size ?? 0),
  };
}

/**
 * Built once per server from its database. On PostgreSQL a dedicated `pg` client LISTENs and every publish is a
 * NOTIFY, so a plan changed through one app server reaches tabs connected to another; on the embedded database
 * (one process by construction) the fan-out stays in memory.
 */
export async function createUserEvents(database: Database, logger: Logger): Promise<UserEvents> {
  const local = createLocalFanOut();
  if (database.kind !== 'postgres' || !database.url) {
    return {
      publish: async (userId, event) => local.deliver(userId, event),
      subscribe: local.subscribe,
      listenerCount: local.count,
      stop: async () => {},
    };
  }

  const url = database.url;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | null = null;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel !== USER_EVENTS_CHANNEL || !message.payload) return;
      try {
        const envelope = JSON.parse(message.payload) as Envelope;
        local.deliver(envelope.userId, envelope.event);
      } catch (error) {
        logger.warn({ err: error }, 'unreadable user event notification');
      }
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'user events listener lost its connection; reconnecting');
      next.end().catch(() => {});
      if (client === next) client = null;
      scheduleReconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${USER_EVENTS_CHANNEL}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    retryMs = 500;
  };
  const scheduleReconnect = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch((error: unknown) => {
        logger.warn({ err: error }, 'user events listener could not reconnect');
        retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
        scheduleReconnect();
      });
    }, retryMs);
    retryTimer.unref();
  };
  await connect();

  return {
    publish: async (userId, event) => {
      const payload = JSON.stringify({ userId, event } satisfies Envelope);
      await database.db.execute(sql`select pg_notify(${USER_EVENTS_CHANNEL}, ${payload})`);
    },
    subscribe: local.subscribe,
    listenerCount: local.count,
    stop: async () => {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
