import { and, asc, desc, eq } from 'drizzle-orm';
import { stepCountIs, streamText, type ModelMessage } from 'ai';
import type { ChatInput } from '../../../domain/ai/ai.schemas.ts';
import type { Database } from '../../db/client.ts';
import { aiConversations, aiMessages } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { AppError } from '../../lib/app-error.ts';
import { getWorkspaceFormula, assertStorageFits } from '../formulas/formulas.public.ts';
import {
  describeProviderError,
  prepareAiCall,
  recordUsage,
  releaseReservation,
  settleAtEstimate,
} from './ai-access.ts';
import {
  AI_MESSAGE_MAX_CHARS,
  capModelText,
  cleanModelText,
  CUT_ANSWER_NOTE,
} from '../../../domain/ai/clean-model-text.ts';
import type { toProposalResponse } from './formula-proposals.ts';
import { assistantTools } from './assistant-tools.ts';
import type { Citation } from '../../db/schema/index.ts';

type Proposal = ReturnType<typeof toProposalResponse>;

/** What the chat stream sends, one JSON object per line. */
export type ChatEvent =
  | { type: 'conversation'; id: string }
  | { type: 'text'; delta: string }
  | { type: 'tool'; name: string }
  | { type: 'proposal'; proposal: Proposal }
  | { type: 'done'; citations: Citation[]; cost: number; priced: boolean }
  | { type: 'error'; message: string };

const SYSTEM_PROMPT = `You are Sillage's assistant for professional perfumers.
Ground every answer in the user's own data through the tools: search materials, read a material, read a formula, run the compliance report, propose a formula change.
Rules:
- Never state an IFRA or EU limit, a CAS number or a price from memory: take them from the tools, and name the materials and IFRA Standards you used.
- When the tools do not give the answer and you are not sure, say plainly that you do not know.
- To make a formula compliant: run the compliance report, then propose a change (new amounts, or a substitution) with proposeFormulaChange. The compliance engine re-checks it; only a proposal within every limit is offered to the user, who applies or discards it. Never claim a formula is compliant unless the report says so; specification Standards (supplier certificates) stay for the perfumer to check.
- Be brief and precise; use grams and percentages as the tools give them.`;

/** One's own conversations in the scope's workspace: private to their author, scoped to where they were made. */
function ownConversations(scope: WorkspaceScope) {
  return and(eq(aiConversations.userId, scope.userId), eq(aiConversations.workspaceId, scope.workspaceId));
}

async function openConversation(
  db: Database['db'],
  scope: WorkspaceScope,
  input: ChatInput,
): Promise<{ id: string; history: ModelMessage[] }> {
  if (input.conversationId) {
    const [conversation] = await db
      .select()
      .from(aiConversations)
      .where(and(eq(aiConversations.id, input.conversationId), ownConversations(scope)))
      .limit(1);
    if (!conversation) throw new AppError('NOT_FOUND', 'Conversation not found');
    const previous = await db
      .select()
      .from(aiMessages)
      .where(eq(aiMessages.conversationId, conversation.id))
      .orderBy(desc(aiMessages.createdAt))
      .limit(20);
    const history = previous
      .reverse()
      .map((message): ModelMessage =>
        message.role === 'user'
          ? { role: 'user', content: message.content }
          : { role: 'assistant', content: message.content },
      );
    return { id: conversation.id, history };
  }
  const [created] = await db
    .insert(aiConversations)
    .values({ userId: scope.userId, workspaceId: scope.workspaceId, title: input.message.slice(0, 80) })
    .returning();
  return { id: created!.id, history: [] };
}

/**
 * One turn of the assistant as a stream of ChatEvents (NDJSON). Everything that can refuse (plan, cost limit, no
 * provider, someone else's conversation) throws before the stream starts, so it answers with its status.
 */
export async function startChat(
  deps: Pick<AppDeps, 'secretBox' | 'env' | 'logger' | 'complianceInputs' | 'materialIndex' | 'ownMaterialIndexes'>,
  database: Database,
  scope: WorkspaceScope,
  input: ChatInput,
): Promise<ReadableStream<Uint8Array>> {
  const { userId } = scope;
  const db = database.db;
  const { resolved, connection, reservation } = await prepareAiCall(deps, db, scope, {
    role: 'default',
    feature: 'assistant',
  });
  const message = cleanModelText(input.message);
  let conversation: Awaited<ReturnType<typeof openConversation>>;
  try {
    if (input.formulaId) await getWorkspaceFormula(db, scope, input.formulaId);
    // Messages count in the user's storage: a full budget refuses before the call is paid for.
    await assertStorageFits(db, userId, Buffer.byteLength(message), { storageBytes: deps.env.USER_STORAGE_BYTES });
    conversation = await openConversation(db, scope, { ...input, message });
    await db.insert(aiMessages).values({ conversationId: conversation.id, role: 'user', content: message });
  } catch (error) {
    await releaseReservation(db, reservation);
    throw error;
  }
  const citations: Citation[] = [];
  const proposals: Proposal[] = [];
  const context = [
    input.formulaId ? `The user has formula id ${input.formulaId} open.` : '',
    input.materialId ? `The user has material id ${input.materialId} open.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const encoder = new TextEncoder();

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: ChatEvent) => controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
      send({ type: 'conversation', id: conversation.id });
      let text = '';
      let failure: string | null = null;
      const stop = new AbortController();
      const result = streamText({
        model: resolved.model,
        system: context ? `${SYSTEM_PROMPT}\n\nContext: ${context}` : SYSTEM_PROMPT,
        messages: [...conversation.history, { role: 'user', content: message }],
        tools: assistantTools(
          {
            database,
            complianceInputs: deps.complianceInputs,
            materialIndex: deps.materialIndex,
            ownMaterialIndexes: deps.ownMaterialIndexes,
          },
          scope,
          conversation.id,
          citations,
          proposals,
        ),
        stopWhen: stepCountIs(6),
        maxRetries: 1,
        abortSignal: stop.signal,
        onError: ({ error }) => {
          failure = describeProviderError(error, connection);
        },
      });
      let sentProposals = 0;
      let cut = false;
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            // Clean before it is shown or stored (a NUL would break the stream and the row); stop at the cap.
            const capped = capModelText(cleanModelText(part.text), AI_MESSAGE_MAX_CHARS - text.length);
            if (capped.text) {
              text += capped.text;
              send({ type: 'text', delta: capped.text });
            }
            if (capped.cut) {
              cut = true;
              send({ type: 'text', delta: CUT_ANSWER_NOTE });
              stop.abort();
              break;
            }
          } else if (part.type === 'tool-call') {
            send({ type: 'tool', name: part.toolName });
          } else if (part.type === 'tool-result') {
            while (sentProposals < proposals.length) send({ type: 'proposal', proposal: proposals[sentProposals++]! });
          }
        }
      } catch (error) {
        failure = describeProviderError(error, connection);
      }
      let usage = { cost: 0, priced: false };
      try {
        // A stream stopped at the cap may never report its usage: the reservation's estimate then stands.
        const total = cut ? null : await result.totalUsage;
        if (!total) throw new Error('no usage');
        usage = await recordUsage(db, {
          reservation,
          userId,
          feature: 'assistant',
          provider: resolved.provider,
          model: resolved.modelId,
          tokensIn: total.inputTokens,
          tokensOut: total.outputTokens,
        });
      } catch {
        // A failed call may have no usage: nothing was charged that we can know of (a cut one keeps its estimate).
        if (!cut) await releaseReservation(db, reservation).catch(() => {});
        else await settleAtEstimate(db, reservation).catch(() => {});
      }
      if (failure) {
        deps.logger.warn({ provider: connection.provider, reason: failure }, 'assistant call failed');
        send({ type: 'error', message: failure });
      }
      await db.insert(aiMessages).values({
        conversationId: conversation.id,
        role: 'assistant',
        content: cut ? text + CUT_ANSWER_NOTE : text || (failure ?? ''),
        parts: { citations, proposals: proposals.map((proposal) => proposal.id) },
      });
      await db.update(aiConversations).set({ updatedAt: new Date() }).where(eq(aiConversations.id, conversation.id));
      send({ type: 'done', citations, ...usage });
      controller.close();
    },
  });
}

/** The user's conversations made in the scope's workspace, newest first. */
export async function listConversations(db: Database['db'], scope: WorkspaceScope) {
  const rows = await db
    .select()
    .from(aiConversations)
    .where(ownConversations(scope))
    .orderBy(desc(aiConversations.updatedAt))
    .limit(50);
  return rows.map((row) => ({ id: row.id, title: row.title, updatedAt: row.updatedAt.toISOString() }));
}

/** One of the user's conversations of the scope's workspace (404 otherwise: someone else's, or another workspace's). */
export async function readConversation(db: Database['db'], scope: WorkspaceScope, id: string) {
  const [conversation] = await db
    .select()
    .from(aiConversations)
    .where(and(eq(aiConversations.id, id), ownConversations(scope)))
    .limit(1);
  if (!conversation) throw new AppError('NOT_FOUND', 'Conversation not found');
  const messages = await db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.conversationId, id))
    .orderBy(asc(aiMessages.createdAt));
  return {
    id: conversation.id,
    title: conversation.title,
    messages: messages.map((message) => ({
      id: message.id,
      role: message.role as 'user' | 'assistant',
      content: message.content,
      citations: message.parts.citations ?? [],
    })),
  };
}
