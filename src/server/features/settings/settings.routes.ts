import { UpdateSettingsInputSchema } from '../../../domain/settings/user-settings.schemas.ts';
import { cachedJson } from '../../lib/cached-json.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { getUserSettings, updateUserSettings } from './user-settings-store.ts';

export const settingsRouter = createRouter()
  .get('/', async (c) => {
    const { database, secretBox } = c.var.deps;
    // Kept between writes on the embedded database (ADR 011); any write request, this router's PUT included, drops it.
    return cachedJson(c, `settings:${c.var.userId}`, async () => ({
      settings: await getUserSettings(database.db, secretBox, c.var.userId),
    }));
  })
  .put('/', validate('json', UpdateSettingsInputSchema), async (c) => {
    const { database, secretBox } = c.var.deps;
    const settings = await updateUserSettings(database.db, secretBox, c.var.userId, c.req.valid('json'));
    return c.json({ settings });
  });
