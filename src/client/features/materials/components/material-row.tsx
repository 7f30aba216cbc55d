import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { hrefs } from '../../../config/paths.ts';
import classes from './material-row.module.css';
import { describeMatch } from '../../../../domain/materials/describe-match.ts';

export type MaterialRowData = {
  id: string;
  name: string;
  cas: string | null;
  isOwn: boolean;
  odourFamily?: string | null;
  notePosition?: string | null;
  isNatural?: boolean;
  isIfraRestricted?: boolean;
  isEuAllergen?: boolean;
  /** The synonym a search matched, shown when it differs from the display name. */
  matchedSynonym?: string | null;
  /** Why a search matched (INCI name, trade name, synonym, close spelling), shown beside it. */
  matchKind?: string | null;
  matchedText?: string | null;
};

// The library's rows are drawn as Mantine's Text, Group, Badge and UnstyledButton draw themselves (the same elements,
// classes, attributes and variables), without running those components: about 20 rows mount at once and each one
// ran a dozen Mantine components through their props and styles machinery, 110-140 ms tasks at 4× CPU as /materials
// opened (issue 34). The classes come from the components themselves, so they follow Mantine's version.
const TEXT = `mantine-focus-auto ${Text.classes.root} mantine-Text-root`;
const SMALL_DIMMED: CSSProperties = {
  '--text-fz': 'var(--mantine-font-size-sm)',
  '--text-lh': 'var(--mantine-line-height-sm)',
  color: 'var(--mantine-color-dimmed)',
} as CSSProperties;
const BADGES: CSSProperties = {
  '--group-gap': 'calc(0.375rem * var(--mantine-scale))',
  '--group-align': 'center',
  '--group-justify': 'flex-start',
  '--group-wrap': 'nowrap',
} as CSSProperties;
const BADGE_SIZE = {
  '--badge-height': 'var(--badge-height-sm)',
  '--badge-padding-x': 'var(--badge-padding-x-sm)',
  '--badge-fz': 'var(--badge-fz-sm)',
};
const BADGE_VARIANTS = {
  default: {
    '--badge-bg': 'var(--mantine-color-default)',
    '--badge-color': 'var(--mantine-color-default-color)',
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-default-border)',
  },
  outline: {
    '--badge-bg': 'transparent',
    '--badge-color': 'var(--mantine-color-accent-outline)',
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid var(--mantine-color-accent-outline)',
  },
  'dot-orange': { '--badge-dot-color': 'var(--mantine-color-orange-filled)' },
  'dot-grape': { '--badge-dot-color': 'var(--mantine-color-grape-filled)' },
} as const;

/** Mantine's `<Badge size="sm">` of one of the row's variants, as Mantine renders it. */
function RowBadge({
  variant,
  upper = false,
  children,
}: {
  variant: keyof typeof BADGE_VARIANTS;
  upper?: boolean;
  children: ReactNode;
}) {
  const isDot = variant.startsWith('dot');
  const style = {
    ...BADGE_SIZE,
    ...BADGE_VARIANTS[variant],
    ...(upper ? {} : { textTransform: 'none' }),
  } as CSSProperties;
  return (
    <div
      className={`${isDot ? `${Badge.classes['root--dot']} ` : ''}${Badge.classes.root} mantine-Badge-root`}
      data-variant={isDot ? 'dot' : variant}
      data-size="sm"
      style={style}
    >
      <span className={`${Badge.classes.label} mantine-Badge-label`}>{children}</span>
    </div>
  );
}

/** One line of the library: name and CAS, then what matters at a glance (family, note, IFRA, allergen). */
export function MaterialRow({ material }: { material: MaterialRowData }) {
  const matched =
    describeMatch(material) ||
    (material.matchedSynonym && material.matchedSynonym.toLowerCase() !== material.name.toLowerCase()
      ? material.matchedSynonym
      : null);
  return (
    <Link
      to={hrefs.material(material.id)}
      className={`mantine-focus-auto ${classes.row} ${UnstyledButton.classes.root} mantine-UnstyledButton-root`}
      aria-label={material.name}
    >
      <div className={classes.name}>
        <p className={TEXT} data-truncate="end" title={material.name} style={{ fontWeight: 500 }}>
          {material.name}
        </p>
        <p className={TEXT} data-size="sm" data-truncate="end" style={SMALL_DIMMED}>
          <span className={TEXT} data-inherit="true" style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>
            {material.cas ?? '—'}
          </span>
          {matched && (
            <span className={TEXT} data-inherit="true" data-testid="matched-synonym" title={matched}>
              {' · matched '}
              <span className={TEXT} data-inherit="true" style={{ fontStyle: 'italic' }}>
                {matched}
              </span>
            </span>
          )}
        </p>
      </div>
      <div className={`${classes.badges} ${Group.classes.root} mantine-Group-root`} style={BADGES}>
        {material.isOwn && (
          <RowBadge variant="outline" upper>
            Mine
          </RowBadge>
        )}
        {material.odourFamily && (
          <RowBadge variant="default" upper>
            {material.odourFamily}
          </RowBadge>
        )}
        {material.notePosition && <RowBadge variant="default">{material.notePosition} note</RowBadge>}
        {material.isNatural && <RowBadge variant="default">natural</RowBadge>}
        {material.isIfraRestricted && <RowBadge variant="dot-orange">IFRA</RowBadge>}
        {material.isEuAllergen && <RowBadge variant="dot-grape">EU allergen</RowBadge>}
      </div>
    </Link>
  );
}
