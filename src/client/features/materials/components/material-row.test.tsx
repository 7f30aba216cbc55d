import { Badge, Group, Text, UnstyledButton } from '@mantine/core';
import { screen } from '@testing-library/react';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../../tests/dom/render-app.tsx';
import { MaterialRow, type MaterialRowData } from './material-row.tsx';

/** The row as Mantine's own components drew it before (material-row.tsx draws their markup without running them). */
function MantineRow({ material }: { material: MaterialRowData }) {
  return (
    <UnstyledButton component={Link} to={`/materials/${material.id}`} aria-label={material.name}>
      <div>
        <Text fw={500} truncate="end" title={material.name}>
          {material.name}
        </Text>
        <Text size="sm" c="dimmed" truncate="end">
          <Text span ff="monospace" inherit>
            {material.cas ?? '—'}
          </Text>
        </Text>
      </div>
      <Group gap={6} wrap="nowrap">
        <Badge variant="outline" color="accent" size="sm">
          Mine
        </Badge>
        <Badge variant="default" size="sm">
          {material.odourFamily}
        </Badge>
        <Badge variant="default" size="sm" tt="none">
          {material.notePosition} note
        </Badge>
        <Badge variant="default" size="sm" tt="none">
          natural
        </Badge>
        <Badge color="orange" variant="dot" size="sm" tt="none">
          IFRA
        </Badge>
        <Badge color="grape" variant="dot" size="sm" tt="none">
          EU allergen
        </Badge>
      </Group>
    </UnstyledButton>
  );
}

const rose: MaterialRowData = {
  id: 'a1',
  name: 'Rose absolute',
  cas: '8007-01-0',
  isOwn: true,
  odourFamily: 'Floral',
  notePosition: 'heart',
  isNatural: true,
  isIfraRestricted: true,
  isEuAllergen: true,
};

/** Each element's tag, classes (less our CSS module's), attributes and inline style, in document order. */
function markupOf(root: Element): string[] {
  return [root, ...root.querySelectorAll('*')].map((element) => {
    const classes = [...element.classList].filter((name) => name.startsWith('m_') || name.startsWith('mantine-'));
    const attributes = [...element.attributes]
      .filter((attribute) => !['class', 'style', 'href', 'title'].includes(attribute.name))
      .map((attribute) => `${attribute.name}=${attribute.value}`)
      .sort();
    const style = (element.getAttribute('style') ?? '').replace(/\s+/g, ' ').trim();
    return `${element.tagName} ${classes.sort().join('.')} [${attributes.join(' ')}] {${style}}`;
  });
}

describe('MaterialRow: the library’s row', () => {
  it('is drawn with the elements, classes, attributes and variables Mantine’s Text, Group and Badge give', () => {
    renderApp(
      <>
        <div data-testid="ours">
          <MaterialRow material={rose} />
        </div>
        <div data-testid="mantine">
          <MantineRow material={rose} />
        </div>
      </>,
    );
    const ours = markupOf(screen.getByTestId('ours').firstElementChild!);
    const mantine = markupOf(screen.getByTestId('mantine').firstElementChild!);
    expect(ours.some((line) => line.includes('--badge-dot-color: var(--mantine-color-grape-filled)'))).toBe(true);
    expect(ours).toEqual(mantine);
  });

  it('links to the material and names it, with its CAS and only the badges that apply', () => {
    renderApp(<MaterialRow material={{ id: 'b2', name: 'Linalool', cas: '78-70-6', isOwn: false }} />);
    const link = screen.getByRole('link', { name: 'Linalool' });
    expect(link).toHaveAttribute('href', '/materials/b2');
    expect(link).toHaveTextContent('78-70-6');
    expect(link.querySelectorAll('.mantine-Badge-root')).toHaveLength(0);
  });

  it('says which synonym a search matched when it is not the name', () => {
    renderApp(<MaterialRow material={{ ...rose, matchedSynonym: 'Rosa damascena absolute' }} />);
    expect(screen.getByTestId('matched-synonym')).toHaveTextContent('matched Rosa damascena absolute');
  });
});
