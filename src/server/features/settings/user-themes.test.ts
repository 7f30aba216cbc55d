import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../../tests/setup/test-app.ts';
import { BUILT_IN_THEMES } from '../../../domain/settings/built-in-themes.ts';
import { readJson } from '../../../../tests/setup/read-response.ts';
import { z } from 'zod';

const ThemeSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  variables: z.looseObject({ light: z.looseObject({ accent: z.string() }) }),
});
const ThemeBodySchema = z.looseObject({ theme: ThemeSchema });
const ThemesBodySchema = z.looseObject({ themes: z.array(ThemeSchema) });

const ctx = await createTestContext();
const [base] = BUILT_IN_THEMES;
const vetiver = {
  name: 'vetiver',
  label: 'Vetiver',
  description: 'Green-grey',
  variables: { light: { ...base!.light, accent: '#35613F' }, dark: base!.dark },
  previewColors: { accent: '#35613f' },
};

describe('/api/user-themes', () => {
  it('answers 401 without a session', async () => {
    expect((await ctx.request('/api/user-themes')).status).toBe(401);
    expect((await ctx.request('/api/user-themes', { method: 'POST', json: vetiver })).status).toBe(401);
  });

  it('creates, lists (latest first), updates and deletes the user’s own themes', async () => {
    const { cookie } = await ctx.signUp();
    const created = await ctx.request('/api/user-themes', { method: 'POST', cookie, json: vetiver });
    expect(created.status).toBe(201);
    const { theme } = await readJson(created, ThemeBodySchema);
    expect(theme).toMatchObject({ name: 'vetiver', label: 'Vetiver', variables: { light: { accent: '#35613f' } } });
    await ctx.request('/api/user-themes', { method: 'POST', cookie, json: { ...vetiver, name: 'iris' } });
    const list = await readJson(await ctx.request('/api/user-themes', { cookie }), ThemesBodySchema);
    expect(list.themes.map((item) => item.name)).toEqual(['iris', 'vetiver']);
    const updated = await ctx.request(`/api/user-themes/${theme.id}`, {
      method: 'PUT',
      cookie,
      json: { ...vetiver, label: 'Vetiver Haiti' },
    });
    expect(updated.status).toBe(200);
    expect((await readJson(updated, ThemeBodySchema)).theme.label).toBe('Vetiver Haiti');
    expect((await ctx.request(`/api/user-themes/${theme.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    const after = await readJson(await ctx.request('/api/user-themes', { cookie }), ThemesBodySchema);
    expect(after.themes.map((item) => item.name)).toEqual(['iris']);
  });

  it('refuses colours below WCAG AA (4.5:1) with the failing pair named (422)', async () => {
    const { cookie } = await ctx.signUp();
    // #808080 on #ffffff is 3.9:1 (WCAG 2.2 contrast ratio, computed in user-themes.test.ts).
    const pale = {
      ...vetiver,
      variables: {
        ...vetiver.variables,
        light: { ...vetiver.variables.light, background: '#ffffff', mutedText: '#808080' },
      },
    };
    const response = await ctx.request('/api/user-themes', { method: 'POST', cookie, json: pale });
    expect(response.status).toBe(422);
    expect(await response.text()).toContain('Light: mutedText on background is 3.9:1 (WCAG AA needs 4.5:1)');
  });

  it('refuses a bad name, a name with the prefix, a bad colour and a bad id (422), and a duplicate name (409)', async () => {
    const { cookie } = await ctx.signUp();
    for (const json of [
      { ...vetiver, name: 'Not A Slug' },
      { ...vetiver, name: 'user-vetiver' },
      { ...vetiver, variables: { ...vetiver.variables, dark: { ...vetiver.variables.dark, text: 'white' } } },
    ]) {
      expect((await ctx.request('/api/user-themes', { method: 'POST', cookie, json })).status).toBe(422);
    }
    expect((await ctx.request('/api/user-themes/not-a-uuid', { method: 'DELETE', cookie })).status).toBe(422);
    expect((await ctx.request('/api/user-themes', { method: 'POST', cookie, json: vetiver })).status).toBe(201);
    expect((await ctx.request('/api/user-themes', { method: 'POST', cookie, json: vetiver })).status).toBe(409);
  });

  it('answers 404 for another user’s theme, which stays unchanged', async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const { theme } = await readJson(
      await ctx.request('/api/user-themes', { method: 'POST', cookie: owner.cookie, json: vetiver }),
      ThemeBodySchema,
    );
    const path = `/api/user-themes/${theme.id}`;
    expect((await ctx.request(path, { method: 'PUT', cookie: other.cookie, json: vetiver })).status).toBe(404);
    expect((await ctx.request(path, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    const theirs = await readJson(await ctx.request('/api/user-themes', { cookie: other.cookie }), ThemesBodySchema);
    expect(theirs.themes).toEqual([]);
    const mine = await readJson(await ctx.request('/api/user-themes', { cookie: owner.cookie }), ThemesBodySchema);
    expect(mine.themes).toHaveLength(1);
  });
});
