import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { usePageColorScheme } from '../../../lib/use-page-color-scheme.ts';

/** coloured: atoms in their usual colours; plain: every line in the text colour. */
export type StructureStyle = 'coloured' | 'plain';

type StructureDrawingProps = {
  smiles: string;
  width?: number;
  height?: number;
  label: string;
  drawingStyle?: StructureStyle;
};

const ELEMENTS = ['C', 'O', 'N', 'F', 'CL', 'BR', 'I', 'P', 'S', 'B', 'SI', 'H'] as const;
const plainTheme = (ink: string) => ({
  ...Object.fromEntries(ELEMENTS.map((element) => [element, ink])),
  BACKGROUND: 'transparent',
});

/** The molecule drawn from its SMILES (smiles-drawer, loaded only when a structure is shown). */
export function StructureDrawing({
  smiles,
  width = 320,
  height = 240,
  label,
  drawingStyle = 'coloured',
}: StructureDrawingProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  // The page's scheme, not Mantine's first one: on a light page the dark theme drew white carbon bonds.
  const scheme = usePageColorScheme('light');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void import('smiles-drawer').then(({ default: SmilesDrawer }) => {
      const svg = svgRef.current;
      if (cancelled || !svg) return;
      svg.replaceChildren();
      const themes = { plain: plainTheme(scheme === 'dark' ? '#e9e4da' : '#2b2621') };
      const drawer = new SmilesDrawer.SvgDrawer({ width, height, compactDrawing: false, themes });
      SmilesDrawer.parse(
        smiles,
        (tree) => {
          try {
            drawer.draw(tree, svg, drawingStyle === 'plain' ? 'plain' : scheme === 'dark' ? 'dark' : 'light');
            setFailed(false);
          } catch {
            setFailed(true);
          }
        },
        () => setFailed(true),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [smiles, width, height, scheme, drawingStyle]);
  if (failed)
    return (
      <Text c="dimmed" size="sm">
        This structure could not be drawn from its SMILES.
      </Text>
    );
  return <svg ref={svgRef} role="img" aria-label={label} width={width} height={height} data-smiles={smiles} />;
}
