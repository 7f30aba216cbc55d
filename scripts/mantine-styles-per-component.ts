import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A Mantine component's class-name module (`Button.module.mjs`), which every component imports for its classes. */
const CLASS_MODULE = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/** The folder of @mantine/core's per-component stylesheets. */
const stylesDir = () =>
  path.join(path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css')), 'styles');

/**
 * Each Mantine component brings its own stylesheet, in the chunk that brings the component (ADR 063): the build adds,
 * to each of @mantine/core's class-name modules the app uses, an import of that component's layered stylesheet
 * (`@mantine/core/styles/Button.layer.css`). The app entry no longer carries `@mantine/core/styles.css` whole (about
 * 290 kB, every component's rules, parsed and matched on every screen); a component used by a lazy screen only
 * has its rules fetched with that screen. The stylesheets are Mantine's `@layer mantine` ones, so our own rules win
 * over Mantine's whatever order the chunks' stylesheets arrive in. The build fails if no class module was seen
 * (Mantine moved them): the app would otherwise ship without Mantine's styles.
 *
 * The dev server pre-bundles @mantine/core into one file that no plugin transforms: its pages get every component's
 * layered stylesheet at once (`@mantine/core/styles.layer.css`), the same rules in the same layer.
 */
export function mantineStylesPerComponent(): Plugin {
  const dir = stylesDir();
  let building = false;
  let seen = 0;
  return {
    name: 'sillage-mantine-styles-per-component',
    configResolved(config) {
      building = config.command === 'build';
    },
    transform(code, id) {
      const name = building ? CLASS_MODULE.exec(id)?.[1] : undefined;
      if (!name) return null;
      seen += 1;
      return { code: `import ${JSON.stringify(path.join(dir, `${name}.layer.css`))};\n${code}`, map: null };
    },
    transformIndexHtml() {
      if (building) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'stylesheet', href: '/node_modules/@mantine/core/styles.layer.css' },
          injectTo: 'head-prepend',
        },
      ];
    },
    buildEnd(error) {
      if (building && !error && seen === 0)
        this.error('mantineStylesPerComponent: no @mantine/core class module (X.module.mjs) was in the build');
    },
  };
}
