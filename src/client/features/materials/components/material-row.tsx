import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
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

/** One line of the library: name and CAS, then what matters at a glance (family, note, IFRA, allergen). */
export function MaterialRow({ material }: { material: MaterialRowData }) {
  const matched =
    describeMatch(material) ||
    (material.matchedSynonym && material.matchedSynonym.toLowerCase() !== material.name.toLowerCase()
      ? material.matchedSynonym
      : null);
  return (
    <UnstyledButton
      component={Link}
      to={hrefs.material(material.id)}
      className={classes.row}
      aria-label={material.name}
    >
      <div className={classes.name}>
        <Text fw={500} truncate="end" title={material.name}>
          {material.name}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          <Text span ff="monospace" inherit>
            {material.cas ?? '—'}
          </Text>
          {matched && (
            <Text span inherit data-testid="matched-synonym" title={matched}>
              {' · matched '}
              <Text span inherit fs="italic">
                {matched}
              </Text>
            </Text>
          )}
        </Text>
      </div>
      <Group gap={6} wrap="nowrap" className={classes.badges}>
        {material.isOwn && (
          <Badge variant="outline" color="accent" size="sm">
            Mine
          </Badge>
        )}
        {material.odourFamily && (
          <Badge variant="default" size="sm">
            {material.odourFamily}
          </Badge>
        )}
        {material.notePosition && (
          <Badge variant="default" size="sm" tt="none">
            {material.notePosition} note
          </Badge>
        )}
        {material.isNatural && (
          <Badge variant="default" size="sm" tt="none">
            natural
          </Badge>
        )}
        {material.isIfraRestricted && (
          <Badge color="orange" variant="dot" size="sm" tt="none">
            IFRA
          </Badge>
        )}
        {material.isEuAllergen && (
          <Badge color="grape" variant="dot" size="sm" tt="none">
            EU allergen
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  );
}
