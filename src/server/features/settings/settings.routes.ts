import { UpdateSettingsInputSchema } from '../../../domain/settings/user-settings.schemas.ts';
import { cachedJson } from '../../lib/cached-json.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { getUserSettings, updateUserSettings } from './user-settings-store.ts';

export const settingsRouter = createRouter()
  .get('/', (c) => {
    // Kept between writes on the embedded database (ADR 011); any write request, this router's PUT included, drops it.
    // c.get, not c.var, on this hot read: c.var builds a new object on every access.
    const userId = c.get('userId');
    return cachedJson(c, `settings:${userId}`, async () => ({
      settings: await getUserSettings(c.get('db'), c.get('deps').secretBox, userId),
    }));
  })
  .put('/', validate('json', UpdateSettingsInputSchema), async (c) => {
    const { database, secretBox } = c.var.deps;
    const settings = await updateUserSettings(database.db, secretBox, c.var.userId, c.req.valid('json'));
    return c.json({ settings });
  });
