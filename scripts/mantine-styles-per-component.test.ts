import path from 'node:path';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineStylesPerComponent } from './mantine-styles-per-component.ts';

type Hooks = {
  configResolved: (config: ResolvedConfig) => void;
  transform: (code: string, id: string) => { code: string } | null;
  transformIndexHtml: () => { tag: string; attrs: Record<string, string> }[];
};

function pluginFor(command: 'build' | 'serve') {
  const plugin = mantineStylesPerComponent() as unknown as Hooks;
  plugin.configResolved({ command } as ResolvedConfig);
  return plugin;
}

const MODULE = '/app/node_modules/@mantine/core/esm/components/Checkbox/CheckboxCard/CheckboxCard.module.mjs';

describe('mantineStylesPerComponent', () => {
  it("adds, in a build, the component's layered stylesheet to its class-name module", () => {
    const result = pluginFor('build').transform('export default { root: "m_1" };', MODULE);
    const [imported] = /^import "([^"]+)";\n/.exec(result!.code)!.slice(1);
    expect(path.basename(imported!)).toBe('CheckboxCard.layer.css');
    expect(imported).toMatch(/@mantine[\\/]core[\\/]styles[\\/]CheckboxCard\.layer\.css$/);
    expect(result!.code.endsWith('export default { root: "m_1" };')).toBe(true);
  });

  it.each([
    ['a component module', '/app/node_modules/@mantine/core/esm/components/Button/Button.mjs'],
    ['our own CSS module', '/app/src/client/features/materials/components/material-row.module.css'],
    ["another Mantine package's module", '/app/node_modules/@mantine/charts/esm/BarChart/BarChart.module.mjs'],
  ])('leaves %s alone', (_what, id) => {
    expect(pluginFor('build').transform('x', id)).toBeNull();
  });

  it("gives the dev server's pages every component's layered stylesheet, and builds none of it in", () => {
    const dev = pluginFor('serve');
    expect(dev.transform('x', MODULE)).toBeNull();
    expect(dev.transformIndexHtml()).toEqual([
      expect.objectContaining({
        tag: 'link',
        attrs: { rel: 'stylesheet', href: '/node_modules/@mantine/core/styles.layer.css' },
      }),
    ]);
    expect(pluginFor('build').transformIndexHtml()).toEqual([]);
  });
});
