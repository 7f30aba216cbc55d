import type * as GoogleModule from '@ai-sdk/google';
import type * as OpenaiModule from '@ai-sdk/openai';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { generateImage, type ImageModel } from 'ai';
import { and, desc, eq } from 'drizzle-orm';
import { NO_PROVIDER_MESSAGE, providerInfo } from '../../../domain/ai/ai-providers.ts';
import {
  buildMaterialImagePrompt,
  IMAGE_DISABLED_MESSAGE,
  IMAGE_PROVIDER_OPTIONS,
  imageModelFor,
  imageProviderFor,
  imageProviderNotConnectedMessage,
  MATERIAL_IMAGE_PROMPT_VERSION,
  unsupportedImageProviderMessage,
  type ImageProvider,
} from '../../../domain/ai/material-image.ts';
import { AI_IMAGE_MAX_BYTES, isImageOfType } from '../../../domain/ai/clean-model-text.ts';
import { formatBytes } from '../../../domain/shared/format-numbers.ts';
import type { Db } from '../../db/client.ts';
import { assertStorageFits } from '../formulas/formulas.public.ts';
import { loadLazily } from '../../lib/load-lazily.ts';
import { aiImages } from '../../db/schema/index.ts';
import type { AppDeps } from '../../lib/app-context.ts';
import type { WorkspaceScope } from '../workspaces/workspaces.public.ts';
import { getVisibleMaterialRecord } from '../workspaces/workspaces.public.ts';
import { AppError } from '../../lib/app-error.ts';
import { readAiCredentials } from '../settings/settings.public.ts';
import { prepareAiCall, providerFailure, recordUsage, releaseReservation } from './ai-access.ts';
import { connectionFor, type ProviderConnection } from './language-models.ts';

/** The image providers' SDKs, each loaded with its first call (ADR 036). */
const googleSdk = loadLazily<typeof GoogleModule>('@ai-sdk/google');
const openAiSdk = loadLazily<typeof OpenaiModule>('@ai-sdk/openai');

type ImageRow = typeof aiImages.$inferSelect;

/** The folder of a user's images under DATA_DIR. */
const IMAGE_FOLDER = 'ai-images';

function toImageResponse(row: ImageRow) {
  return {
    id: row.id,
    materialId: row.materialId,
    prompt: row.prompt,
    provider: row.provider,
    providerLabel: imageLabel(row.provider),
    model: row.model,
    mediaType: row.mediaType,
    bytes: row.bytes,
    cost: row.cost,
    priced: row.priced,
    createdAt: row.createdAt.toISOString(),
    url: `/api/ai/images/${row.id}/file`,
    label: 'AI-generated' as const,
  };
}

function imageLabel(provider: string): string {
  return IMAGE_PROVIDER_OPTIONS.find((option) => option.value === provider)?.label ?? provider;
}

/**
 * Whether this user can draw images now, and through what: the toggle, a provider Sillage can call, a connection.
 * `message` says how to enable it when it cannot.
 */
export async function imageGenerationStatus(deps: Pick<AppDeps, 'secretBox' | 'env'>, db: Db, userId: string) {
  const { settings, keys } = await readAiCredentials(db, deps.secretBox, userId);
  const provider = imageProviderFor(settings.imageGenerationProvider);
  const connection = provider ? connectionFor(provider, settings, keys, deps.env) : null;
  let message: string | null = null;
  if (!settings.enableImageGeneration) message = IMAGE_DISABLED_MESSAGE;
  else if (!provider) message = unsupportedImageProviderMessage(settings.imageGenerationProvider);
  else if (!connection)
    message =
      provider === 'compatible' ? NO_PROVIDER_MESSAGE : imageProviderNotConnectedMessage(providerInfo(provider).label);
  return {
    enabled: settings.enableImageGeneration,
    provider: provider ?? settings.imageGenerationProvider,
    model: provider ? imageModelFor(provider) : null,
    connected: connection !== null,
    ready: message === null,
    message,
  };
}

function imageModel(provider: ImageProvider, connection: ProviderConnection, modelId: string): ImageModel {
  const { fetch } = connection;
  if (provider === 'google')
    return googleSdk().createGoogleGenerativeAI({ apiKey: connection.apiKey, fetch }).image(modelId);
  // OpenAI itself, or any server speaking its image API at the compatible base URL.
  return openAiSdk()
    .createOpenAI({ apiKey: connection.apiKey ?? 'no-key-needed', baseURL: connection.baseUrl, fetch })
    .image(modelId);
}

/** The user's images of a material, newest first, with the prompt a new one would use and whether one can be drawn. */
export async function listMaterialImages(
  deps: Pick<AppDeps, 'secretBox' | 'env'>,
  db: Db,
  scope: WorkspaceScope,
  materialId: string,
) {
  const { userId } = scope;
  const material = await getVisibleMaterialRecord(db, scope, materialId);
  const rows = await db
    .select()
    .from(aiImages)
    .where(and(eq(aiImages.userId, userId), eq(aiImages.materialId, materialId)))
    .orderBy(desc(aiImages.createdAt));
  return {
    items: rows.map(toImageResponse),
    prompt: buildMaterialImagePrompt(material),
    promptVersion: MATERIAL_IMAGE_PROMPT_VERSION,
    status: await imageGenerationStatus(deps, db, userId),
  };
}

/**
 * Draws a material's illustration: the plan gate ran as middleware; here the image toggle and provider, the monthly
 * cost limit and a connection (prepareAiCall) before anything leaves the server. The PNG is written under
 * DATA_DIR/ai-images/<user>/, the row and the usage recorded (tokens priced from ai_model_prices when the provider
 * reports them; otherwise 0, unpriced).
 */
export async function generateMaterialImage(
  deps: Pick<AppDeps, 'secretBox' | 'env' | 'logger'>,
  db: Db,
  scope: WorkspaceScope,
  materialId: string,
) {
  const { userId } = scope;
  const material = await getVisibleMaterialRecord(db, scope, materialId);
  const status = await imageGenerationStatus(deps, db, userId);
  if (!status.enabled) throw new AppError('AI_NOT_CONFIGURED', IMAGE_DISABLED_MESSAGE);
  const provider = imageProviderFor(status.provider);
  if (!provider) throw new AppError('AI_NOT_CONFIGURED', status.message ?? NO_PROVIDER_MESSAGE);
  // Images count in the user's storage (USER_STORAGE_BYTES): a full budget refuses before the call is paid for.
  await assertStorageFits(db, userId, 1, { storageBytes: deps.env.USER_STORAGE_BYTES });
  // Cost limit first, then the image provider's connection (the same checks as every other call).
  const { connection, reservation } = await prepareAiCall(deps, db, scope, {
    role: 'default',
    provider,
    feature: 'image',
  }).catch((error) => {
    if (error instanceof AppError && error.code === 'AI_NOT_CONFIGURED')
      throw new AppError('AI_NOT_CONFIGURED', status.message ?? NO_PROVIDER_MESSAGE);
    throw error;
  });
  const modelId = imageModelFor(provider);
  const prompt = buildMaterialImagePrompt(material);
  let result;
  try {
    result = await generateImage({
      model: imageModel(provider, connection, modelId),
      prompt,
      n: 1,
      size: '1024x1024',
      maxRetries: 0,
    });
  } catch (error) {
    await releaseReservation(db, reservation);
    throw providerFailure(error, connection, deps);
  }
  const image = result.image;
  const mediaType = image.mediaType?.startsWith('image/') ? image.mediaType : 'image/png';
  const usage = await recordUsage(db, {
    reservation,
    userId,
    feature: 'image',
    provider,
    model: modelId,
    tokensIn: result.usage?.inputTokens,
    tokensOut: result.usage?.outputTokens,
  });
  // Kept only when it is the image it claims to be, within the per-image cap and the user's storage.
  if (image.uint8Array.byteLength > AI_IMAGE_MAX_BYTES)
    throw new AppError(
      'AI_PROVIDER_FAILED',
      `The provider's image is larger than ${formatBytes(AI_IMAGE_MAX_BYTES)}; it was not kept.`,
    );
  if (!['image/png', 'image/jpeg', 'image/webp'].includes(mediaType) || !isImageOfType(image.uint8Array, mediaType))
    throw new AppError('AI_PROVIDER_FAILED', 'The provider did not answer with a PNG, JPEG or WebP image.');
  await assertStorageFits(db, userId, image.uint8Array.byteLength, { storageBytes: deps.env.USER_STORAGE_BYTES });
  const id = crypto.randomUUID();
  const extension = mediaType === 'image/jpeg' ? 'jpg' : mediaType === 'image/webp' ? 'webp' : 'png';
  const relative = path.posix.join(IMAGE_FOLDER, userId, `${id}.${extension}`);
  const absolute = path.join(deps.env.dataDir, relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  await writeFile(absolute, image.uint8Array);
  const [row] = await db
    .insert(aiImages)
    .values({
      id,
      userId,
      materialId,
      prompt,
      provider,
      model: modelId,
      mediaType,
      filePath: relative,
      bytes: image.uint8Array.byteLength,
      cost: usage.cost,
      priced: usage.priced,
    })
    .returning();
  return { image: toImageResponse(row!), cost: usage.cost, priced: usage.priced };
}

async function ownImage(db: Db, userId: string, imageId: string): Promise<ImageRow> {
  const [row] = await db
    .select()
    .from(aiImages)
    .where(and(eq(aiImages.id, imageId), eq(aiImages.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Image not found');
  return row;
}

/** The image's bytes, only to its owner (another user's image is a 404); a file gone from disk is a 404 too. */
export async function readImageFile(deps: Pick<AppDeps, 'env'>, db: Db, userId: string, imageId: string) {
  const row = await ownImage(db, userId, imageId);
  try {
    const bytes = await readFile(path.join(deps.env.dataDir, row.filePath));
    return { bytes, mediaType: row.mediaType };
  } catch {
    throw new AppError('NOT_FOUND', 'The image file is missing from the data folder');
  }
}

/** Deletes the user's image: the row, then the file (a file already gone is fine). */
export async function deleteImage(deps: Pick<AppDeps, 'env'>, db: Db, userId: string, imageId: string) {
  const row = await ownImage(db, userId, imageId);
  await db.delete(aiImages).where(and(eq(aiImages.id, imageId), eq(aiImages.userId, userId)));
  await rm(path.join(deps.env.dataDir, row.filePath), { force: true });
  return { deleted: row.id };
}
