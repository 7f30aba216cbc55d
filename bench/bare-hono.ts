// The baseline for the API budgets: a bare Hono "hello" server, run as its own process like the real one.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.json({ hello: 'world' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
