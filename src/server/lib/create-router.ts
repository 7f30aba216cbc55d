import { Hono } from 'hono';
import type { AppEnv } from './app-context.ts';

/** A router for one area of the API, mounted by createApp. */
export function createRouter() {
  return new Hono<AppEnv>();
}
