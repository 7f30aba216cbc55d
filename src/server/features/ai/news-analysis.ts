import { generateText, Output } from 'ai';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  buildNewsPrompt,
  keepMentionsInText,
  NEWS_ANALYSIS_BATCH_SIZE,
  NEWS_ANALYSIS_PROMPT_VERSION,
  NewsAnalysisOutputSchema,
  SENTIMENT_SCORES,
} from '../../../domain/ai/news-analysis.ts';
import type { Db } from '../../db/client.ts';
import { aiInstanceSettings, perfumeArticles } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { jobType, type JobContext } from '../../lib/jobs/job-type.ts';
import { prepareAiCall, providerFailure, recordUsage, releaseReservation, resolveAiScope } from './ai-access.ts';

/** One run of the model over the newest articles not yet analysed by it (claude-news-processor of spec section 7). */
export const NEWS_ANALYSIS_JOB = jobType<{ reason: string }>('ai.news-analysis');
const NEWS_ANALYSIS_KEY = 'news-analysis';

type Deps = Pick<AppDeps, 'secretBox' | 'env' | 'logger'> & { database: { db: Db } };

const byModel = sql`${perfumeArticles.analysisMetadata}->>'method' = 'model'`;

export async function readNewsAnalysisSettings(db: Db) {
  const [row] = await db.select().from(aiInstanceSettings).where(eq(aiInstanceSettings.key, NEWS_ANALYSIS_KEY));
  return { enabled: row?.enabled ?? false, runAsUserId: row?.runAsUserId ?? null };
}

/** An admin turns model analysis on (on their own provider, limit and usage) or off (the word lists again). */
export async function saveNewsAnalysisSettings(db: Db, adminId: string, enabled: boolean) {
  await db
    .insert(aiInstanceSettings)
    .values({ key: NEWS_ANALYSIS_KEY, enabled, runAsUserId: adminId })
    .onConflictDoUpdate({
      target: aiInstanceSettings.key,
      set: { enabled, runAsUserId: adminId, updatedAt: new Date() },
    });
}

/** The admin screen's view: the switch, whose provider it runs on, how many articles each analysis holds, the last run. */
export async function newsAnalysisStatus(db: Db, jobs: JobQueue) {
  const settings = await readNewsAnalysisSettings(db);
  const [counts] = await db
    .select({ total: count(), byModel: sql<number>`count(*) filter (where ${byModel})::int` })
    .from(perfumeArticles);
  const [last] = await jobs.list(NEWS_ANALYSIS_JOB, { limit: 1 });
  return {
    ...settings,
    articles: { total: Number(counts?.total ?? 0), byModel: Number(counts?.byModel ?? 0) },
    lastRun: last
      ? {
          state: last.state,
          finishedAt: last.finishedAt?.toISOString() ?? null,
          result: (last.result ?? null) as { analysed?: number; stopped?: string | null } | null,
          error: last.error,
        }
      : null,
  };
}

/** Enqueues a run when model analysis is on (after each news refresh, or an admin's "run now"); one at a time. */
export async function enqueueNewsAnalysis(db: Db, jobs: JobQueue, reason: string, createdBy: string | null = null) {
  const settings = await readNewsAnalysisSettings(db);
  if (!settings.enabled || !settings.runAsUserId) return null;
  return jobs.enqueue(
    NEWS_ANALYSIS_JOB,
    { reason },
    {
      singletonKey: NEWS_ANALYSIS_JOB.name,
      conflictMessage: 'The news is being analysed. Wait for it to finish.',
      createdBy,
      maxAttempts: 1,
    },
  );
}

/**
 * The job: the newest articles the model has not analysed, one call each on the admin's provider (cost limit checked
 * before each, usage recorded as news-analysis). A mention the model gives is kept only when the article's title or
 * summary contains it. Without the switch, a provider or budget, the articles keep their word-list analysis.
 */
export async function runNewsAnalysis(
  deps: Deps,
  context: Pick<JobContext<{ reason: string }>, 'progress' | 'signal'>,
): Promise<{ analysed: number; failed: number; stopped: string | null }> {
  const { db } = deps.database;
  const settings = await readNewsAnalysisSettings(db);
  if (!settings.enabled || !settings.runAsUserId)
    return { analysed: 0, failed: 0, stopped: 'Model analysis of the news is off.' };
  const userId = settings.runAsUserId;
  const articles = await db
    .select({
      id: perfumeArticles.id,
      title: perfumeArticles.title,
      summary: perfumeArticles.summary,
      sourceName: perfumeArticles.sourceName,
      analysisMetadata: perfumeArticles.analysisMetadata,
    })
    .from(perfumeArticles)
    .where(sql`not (${byModel})`)
    .orderBy(desc(perfumeArticles.publishedAt))
    .limit(NEWS_ANALYSIS_BATCH_SIZE);
  let analysed = 0;
  let failed = 0;
  for (const article of articles) {
    if (context.signal.aborted) break;
    context.progress({ done: analysed + failed, total: articles.length, message: null });
    let prepared;
    try {
      prepared = await prepareAiCall(deps, db, await resolveAiScope(db, userId), {
        role: 'fast',
        feature: 'news-analysis',
      });
    } catch (error) {
      if (error instanceof AppError) return { analysed, failed, stopped: error.message };
      throw error;
    }
    const { resolved, connection } = prepared;
    let result;
    try {
      result = await generateText({
        model: resolved.model,
        prompt: buildNewsPrompt(article),
        output: Output.object({ schema: NewsAnalysisOutputSchema }),
        maxRetries: 1,
      });
    } catch (error) {
      await releaseReservation(db, prepared.reservation);
      providerFailure(error, connection, deps);
      failed += 1;
      continue;
    }
    await recordUsage(db, {
      reservation: prepared.reservation,
      userId,
      feature: 'news-analysis',
      provider: resolved.provider,
      model: resolved.modelId,
      tokensIn: result.usage.inputTokens,
      tokensOut: result.usage.outputTokens,
    });
    const text = `${article.title}\n${article.summary ?? ''}`;
    const output = result.output;
    await db
      .update(perfumeArticles)
      .set({
        relevanceScore: output.relevance,
        sentimentScore: SENTIMENT_SCORES[output.sentiment],
        mentionedBrands: keepMentionsInText(output.brands, text),
        mentionedIngredients: keepMentionsInText(output.materials, text),
        analysisMetadata: {
          ...(article.analysisMetadata as Record<string, unknown>),
          method: 'model',
          sentiment: output.sentiment,
          modelSummary: output.summary.trim(),
          provider: resolved.provider,
          model: resolved.modelId,
          promptVersion: NEWS_ANALYSIS_PROMPT_VERSION,
          analysedAt: new Date().toISOString(),
        },
      })
      .where(and(eq(perfumeArticles.id, article.id)));
    analysed += 1;
  }
  return { analysed, failed, stopped: null };
}
