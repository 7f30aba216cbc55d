import { z } from 'zod';
import { TEXT_PROVIDER_IDS, type TextProvider } from './ai-providers.ts';
import { AI_PLAN_TIERS, MAX_PLAN_COST_LIMIT } from './ai-plan-limits.ts';

export const TestConnectionInputSchema = z.object({
  provider: z.enum(TEXT_PROVIDER_IDS as [TextProvider, ...TextProvider[]]),
});

export const MaterialIdParamSchema = z.object({ id: z.uuid('Not a material id') });
export const IdParamSchema = z.object({ id: z.uuid('Not an id') });

export const ModelPriceInputSchema = z.object({
  provider: z.string().trim().min(1).max(40),
  model: z.string().trim().min(1).max(120),
  inputPerMillion: z.number().min(0).max(10_000),
  outputPerMillion: z.number().min(0).max(10_000),
});
export type ModelPriceInput = z.infer<typeof ModelPriceInputSchema>;
export const ModelPriceKeySchema = ModelPriceInputSchema.pick({ provider: true, model: true });

/**
 * PUT /api/admin/ai/plan-limits: the monthly dollars one user on `tier` may spend on the instance's own AI keys; null
 * gives the plan back to the instance default (AI_INSTANCE_COST_LIMIT_PER_MONTH).
 */
export const PlanCostLimitInputSchema = z.strictObject({
  tier: z.enum(AI_PLAN_TIERS as [string, ...string[]], { error: `tier must be one of ${AI_PLAN_TIERS.join(', ')}` }),
  limitPerMonth: z
    .number({ error: 'limitPerMonth must be a number of dollars, or null for the default' })
    .min(0, 'limitPerMonth cannot be negative')
    .max(MAX_PLAN_COST_LIMIT, `limitPerMonth cannot exceed ${MAX_PLAN_COST_LIMIT}`)
    .nullable(),
});
export type PlanCostLimitInput = z.infer<typeof PlanCostLimitInputSchema>;

/** POST /api/ai/chat: the new user message, in a conversation (new when absent), with what screen it was asked from. */
export const ChatInputSchema = z.object({
  conversationId: z.uuid().optional(),
  message: z.string().trim().min(1, 'Write a question').max(4000),
  /** The formula open on screen, if any: the assistant may read it and check it. */
  formulaId: z.uuid().optional(),
  materialId: z.uuid().optional(),
});
export type ChatInput = z.infer<typeof ChatInputSchema>;

/** A change to a formula's lines the assistant proposes: a new amount, or a substitution by another material. */
export const FormulaChangeSchema = z.object({
  rowId: z.string().min(1).max(100),
  newAmount: z.number().min(0).max(1_000_000).optional(),
  replaceWithMaterialId: z.string().max(100).optional(),
});
export type FormulaChangeProposal = z.infer<typeof FormulaChangeSchema>;
