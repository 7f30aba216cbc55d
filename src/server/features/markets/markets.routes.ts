import { FormulaIdParamSchema } from '../../../domain/formulas/formulas.schemas.ts';
import { MARKET_DESCRIPTIONS } from '../../../domain/markets/market-rules.ts';
import {
  AssessMarketsBodySchema,
  FormulaMarketsQuerySchema,
  MarketCalendarQuerySchema,
  MarketNotificationParamSchema,
} from '../../../domain/markets/markets.schemas.ts';
import { createRouter } from '../../lib/create-router.ts';
import { getRequestScope, requireWorkspacePermission } from '../workspaces/workspaces.public.ts';
import { validate } from '../../lib/validate.ts';
import { loadUserComplianceContext } from '../regulatory/regulatory.public.ts';
import { findToday } from '../../../domain/markets/market-rules.ts';
import { assessBodyMarkets, assessSavedFormulaMarkets } from './assess-formula-markets.ts';
import { buildUserMarketCalendar } from './build-user-market-calendar.ts';
import { keptRuleFindingsOf } from './kept-rule-findings.ts';
import { loadMarketData } from '../regulatory/regulatory.public.ts';
import { listCalendarNotifications, readCalendarNotification } from './notify-calendar-deadlines.ts';

/** The markets Sillage assesses beyond IFRA (issue 33), mounted under /api/markets. */
export const marketsRouter = createRouter()
  .get('/', async (c) => {
    // The overview reads the regulatory data only: no own material is needed.
    const context = await loadUserComplianceContext(c.var.deps, c.var.userId, { materialIds: [] });
    const data = await loadMarketData(c.var.deps, context);
    const markets = MARKET_DESCRIPTIONS.map((market) => {
      const version =
        market.id === 'US'
          ? null
          : market.id === 'US-CA'
            ? (data.prop65?.version ?? null)
            : (data.allergens?.version ?? null);
      const status = market.notAssessedReason || version === null ? ('not-assessed' as const) : ('assessed' as const);
      return {
        id: market.id,
        name: market.name,
        source: {
          ...market.source,
          version: version === null ? 'not imported' : `${market.source.version}: ${version}`,
        },
        coverage: market.coverage,
        status,
        reason:
          market.notAssessedReason ??
          (version === null ? `Its data (${market.source.version}) has not been imported.` : null),
        notAssessed: market.notAssessed,
      };
    });
    return c.json({ markets });
  })
  .post('/assess', validate('json', AssessMarketsBodySchema), async (c) => {
    const body = c.req.valid('json');
    const today = findToday();
    const verdicts = await assessBodyMarkets(c.var.deps, c.var.userId, body, today);
    return c.json({ date: body.date ?? today, verdicts });
  })
  .get(
    '/calendar',
    requireWorkspacePermission('regulatory.read'),
    validate('query', MarketCalendarQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(
        await buildUserMarketCalendar(
          c.var.deps,
          await getRequestScope(c),
          {
            from: query.from ?? findToday(),
            ...(query.to ? { to: query.to } : {}),
            ...(query.markets ? { markets: query.markets } : {}),
            ...(query.view ? { view: query.view } : {}),
          },
          // The dashboard's next deadline reads no line: the findings kept by the day's job and other members serve it.
          query.view === 'next' ? { store: keptRuleFindingsOf(c.var.deps) } : {},
        ),
      );
    },
  )
  /** The user's deadline notices not read yet (told by the calendar job), and reading one. */
  .get('/notifications', async (c) => c.json({ items: await listCalendarNotifications(c.var.db, c.var.userId) }))
  .post('/notifications/:id/read', validate('param', MarketNotificationParamSchema), async (c) =>
    c.json(await readCalendarNotification(c.var.db, c.var.userId, c.req.valid('param').id, new Date())),
  );

/** A saved formula's market verdicts on a date (mounted under /api/formulas): a formula of the active workspace. */
export const formulaMarketsRouter = createRouter().get(
  '/:id/markets',
  requireWorkspacePermission('regulatory.read'),
  validate('param', FormulaIdParamSchema),
  validate('query', FormulaMarketsQuerySchema),
  async (c) => {
    const query = c.req.valid('query');
    return c.json(
      await assessSavedFormulaMarkets(c.var.deps, await getRequestScope(c), c.req.valid('param').id, {
        date: query.date ?? findToday(),
        ...(query.markets ? { markets: query.markets } : {}),
      }),
    );
  },
);
