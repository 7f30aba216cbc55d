import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { createLogger } from './logger.ts';
import { createUserEvents, type UserEvent, type UserEvents } from './user-events.ts';

const logger = createLogger('silent');
const opened: { database: Database; events: UserEvents }[] = [];
afterAll(async () => {
  for (const { database, events } of opened) {
    await events.stop();
    await database.close();
  }
});

function nextEvent(events: UserEvents, userId: string): Promise<UserEvent> {
  return new Promise((resolve) => {
    const stop = events.subscribe(userId, (event) => {
      stop();
      resolve(event);
    });
  });
}

describe('user events on the embedded database (in process)', () => {
  it("delivers a user's event to that user's listeners only", async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const events = await createUserEvents(database, logger);
    opened.push({ database, events });
    const other: UserEvent[] = [];
    events.subscribe('bob', (event) => other.push(event));
    const received = nextEvent(events, 'alice');
    await events.publish('alice', { type: 'subscription', tier: 'basic', subscriptionEnd: null });
    expect(await received).toEqual({ type: 'subscription', tier: 'basic', subscriptionEnd: null });
    expect(other).toEqual([]);
  });
});

// LISTEN/NOTIFY needs a PostgreSQL server: TEST_DATABASE_URL (the integration suite's PostgreSQL run) provides it.
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  console.log(
    'user events between two servers: skipped on PGlite (LISTEN/NOTIFY needs PostgreSQL); runs on PostgreSQL (TEST_DATABASE_URL)',
  );
describe.runIf(serverUrl)('user events on PostgreSQL (LISTEN/NOTIFY between two app servers)', () => {
  it('an event published through one server reaches a listener connected to another (needs PostgreSQL)', async () => {
    const servers = await Promise.all(
      [0, 1].map(async () => {
        const database = await openDatabase({ databaseUrl: serverUrl, dataDir: 'memory://' });
        const events = await createUserEvents(database, logger);
        opened.push({ database, events });
        return events;
      }),
    );
    const received = nextEvent(servers[1]!, 'carol');
    await servers[0]!.publish('carol', {
      type: 'subscription',
      tier: 'premium',
      subscriptionEnd: '2027-01-01T00:00:00.000Z',
    });
    expect(await received).toEqual({
      type: 'subscription',
      tier: 'premium',
      subscriptionEnd: '2027-01-01T00:00:00.000Z',
    });
  });
});
if (!serverUrl)
  console.info('user-events.test.ts: the PostgreSQL LISTEN/NOTIFY case runs only with TEST_DATABASE_URL set');
