import { UserThemeIdParamSchema, UserThemeInputSchema } from '../../../domain/settings/user-settings.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import { createUserTheme, deleteUserTheme, listUserThemes, updateUserTheme } from './user-themes.ts';

/** /api/user-themes: the signed-in user's custom themes (spec section 3, user_themes). */
export const userThemesRouter = createRouter()
  .get('/', async (c) => c.json({ themes: await listUserThemes(c.var.db, c.var.userId) }))
  .post('/', validate('json', UserThemeInputSchema), async (c) =>
    c.json({ theme: await createUserTheme(c.var.db, c.var.userId, c.req.valid('json')) }, 201),
  )
  .put('/:id', validate('param', UserThemeIdParamSchema), validate('json', UserThemeInputSchema), async (c) =>
    c.json({ theme: await updateUserTheme(c.var.db, c.var.userId, c.req.valid('param').id, c.req.valid('json')) }),
  )
  .delete('/:id', validate('param', UserThemeIdParamSchema), async (c) => {
    await deleteUserTheme(c.var.db, c.var.userId, c.req.valid('param').id);
    return c.json({ deleted: true });
  });
