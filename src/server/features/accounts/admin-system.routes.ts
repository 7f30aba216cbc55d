import { createRouter } from '../../lib/create-router.ts';
import { backUpNow, getInstanceStatus, getProcessStatus } from './instance-status.ts';

const HOUR_MS = 3_600_000;

/** /api/admin/system: the instance's status (system dashboard) and "back up now". */
export const adminSystemRouter = createRouter()
  .get('/status', async (c) => c.json(await getInstanceStatus(c.var.deps)))
  .post('/backup', async (c) => c.json(await backUpNow(c.var.deps), 201));

/** /api/admin/server: request rate, errors and latency per route (last hour and day), memory and uptime. */
export const adminServerRouter = createRouter().get('/metrics', (c) => {
  const now = Date.now();
  const { requestMetrics } = c.var.deps;
  return c.json({
    process: getProcessStatus(c.var.deps, now),
    lastHour: requestMetrics.summarise(now, HOUR_MS),
    lastDay: requestMetrics.summarise(now, 24 * HOUR_MS),
  });
});
