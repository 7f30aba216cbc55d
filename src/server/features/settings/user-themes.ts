import { and, desc, eq, ne } from 'drizzle-orm';
import type { UserThemeInput } from '../../../domain/settings/user-settings.schemas.ts';
import type { UserTheme } from '../../../domain/settings/user-themes.ts';
import type { ThemeColors } from '../../../domain/settings/built-in-themes.ts';
import type { Db } from '../../db/client.ts';
import { userThemes } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

type ThemeRow = typeof userThemes.$inferSelect;
type ValidTheme = Omit<UserThemeInput, 'variables'> & { variables: { light: ThemeColors; dark: ThemeColors } };

function toUserTheme(row: ThemeRow): UserTheme {
  return {
    id: row.id,
    name: row.name,
    label: row.label,
    description: row.description,
    previewColors: row.previewColors ?? null,
    variables: row.variables as unknown as UserTheme['variables'],
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The user's own themes, the latest changed first (spec section 7: ordered by updated_at descending). */
export async function listUserThemes(db: Db, userId: string): Promise<UserTheme[]> {
  const rows = await db
    .select()
    .from(userThemes)
    .where(eq(userThemes.userId, userId))
    .orderBy(desc(userThemes.updatedAt));
  return rows.map(toUserTheme);
}

async function refuseDuplicateName(db: Db, userId: string, name: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: userThemes.id })
    .from(userThemes)
    .where(
      and(eq(userThemes.userId, userId), eq(userThemes.name, name), exceptId ? ne(userThemes.id, exceptId) : undefined),
    )
    .limit(1);
  if (clash) throw new AppError('CONFLICT', `You already have a theme named user-${name}.`);
}

function toColumns(input: ValidTheme) {
  return {
    name: input.name,
    label: input.label,
    description: input.description ?? null,
    previewColors: input.previewColors ?? null,
    variables: input.variables as unknown as Record<string, string>,
  };
}

export async function createUserTheme(db: Db, userId: string, input: ValidTheme): Promise<UserTheme> {
  await refuseDuplicateName(db, userId, input.name);
  const [row] = await db
    .insert(userThemes)
    .values({ userId, ...toColumns(input) })
    .returning();
  return toUserTheme(row!);
}

/** 404 for a theme that is not the user's (never says whether it exists). */
export async function updateUserTheme(db: Db, userId: string, id: string, input: ValidTheme): Promise<UserTheme> {
  await refuseDuplicateName(db, userId, input.name, id);
  const [row] = await db
    .update(userThemes)
    .set({ ...toColumns(input), updatedAt: new Date() })
    .where(and(eq(userThemes.id, id), eq(userThemes.userId, userId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'No such theme.');
  return toUserTheme(row);
}

export async function deleteUserTheme(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(userThemes)
    .where(and(eq(userThemes.id, id), eq(userThemes.userId, userId)))
    .returning({ id: userThemes.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'No such theme.');
}
