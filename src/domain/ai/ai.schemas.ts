import { z } from 'zod';
import { TEXT_PROVIDER_IDS, type TextProvider } from './ai-providers.ts';

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
