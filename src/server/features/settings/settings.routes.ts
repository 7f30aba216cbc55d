import type { Context } from 'hono';
import { WORKSPACE_COMPANY_KEYS, type WorkspaceCompanyKey } from '../../../domain/settings/company-details.ts';
import type { PublicUserSettings } from '../../../domain/settings/user-settings.ts';
import { UpdateSettingsInputSchema } from '../../../domain/settings/user-settings.schemas.ts';
import type { AppEnv } from '../../lib/app-context.ts';
import { cachedJson } from '../../lib/cached-json.ts';
import { createRouter } from '../../lib/create-router.ts';
import { validate } from '../../lib/validate.ts';
import {
  assertWorkspacePermission,
  getRequestWorkspace,
  getWorkspaceCompanyDetails,
  updateWorkspaceCompanyDetails,
} from '../workspaces/workspaces.public.ts';
import { getUserSettings, updateUserSettings } from './user-settings-store.ts';

/**
 * The settings as the user sees them: their own, with the Company section's issuer fields and VAT number read from
 * the active workspace (issue 30: the certificate issuer and the UFIs' VAT number are the workspace's; the fields keep
 * their names).
 */
async function withWorkspaceCompany(c: Context<AppEnv>, settings: PublicUserSettings): Promise<PublicUserSettings> {
  const workspace = await getRequestWorkspace(c);
  return { ...settings, ...(await getWorkspaceCompanyDetails(c.get('db'), workspace.id)) };
}

export const settingsRouter = createRouter()
  .get('/', (c) => {
    // Kept between writes on the embedded database (ADR 011); any write request, this router's PUT and a switch of
    // workspace included, drops it.
    // c.get, not c.var, on this hot read: c.var builds a new object on every access.
    const userId = c.get('userId');
    return cachedJson(c, `settings:${userId}`, async () => ({
      settings: await withWorkspaceCompany(c, await getUserSettings(c.get('db'), c.get('deps').secretBox, userId)),
    }));
  })
  /**
   * The issuer fields (certificateCompany, certificateCompanyAddress, certificateSignatory, certificateSignatoryRole)
   * and companyVatNumber change the active workspace's, which needs the regulatory role (owner, admin; 403 otherwise) and is in its
   * audit trail; every other field is the user's own.
   */
  .put('/', validate('json', UpdateSettingsInputSchema), async (c) => {
    const { database, secretBox } = c.var.deps;
    const input = c.req.valid('json');
    const company: Partial<Record<WorkspaceCompanyKey, string>> = {};
    const own: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(input)) {
      if ((WORKSPACE_COMPANY_KEYS as readonly string[]).includes(key))
        company[key as WorkspaceCompanyKey] = value as string;
      else own[key] = value;
    }
    if (Object.keys(company).length > 0) {
      const workspace = await getRequestWorkspace(c);
      assertWorkspacePermission(workspace, 'regulatory.edit');
      await updateWorkspaceCompanyDetails(database.db, { userId: c.var.userId, workspaceId: workspace.id }, company);
    }
    const settings =
      Object.keys(own).length > 0 || Object.keys(company).length === 0
        ? await updateUserSettings(database.db, secretBox, c.var.userId, own as typeof input)
        : await getUserSettings(database.db, secretBox, c.var.userId);
    return c.json({ settings: await withWorkspaceCompany(c, settings) });
  });
