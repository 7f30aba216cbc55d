import { Badge, Group, Kbd, Text } from '@mantine/core';
import '@mantine/spotlight/styles.css';
import {
  createSpotlight,
  Spotlight,
  useSpotlight,
  type SpotlightActionData,
  type SpotlightActionGroupData,
} from '@mantine/spotlight';
import { describeMatch } from '../../../domain/materials/describe-match.ts';
import { useQuery } from '@tanstack/react-query';
import {
  IconArrowRight,
  IconFlask,
  IconPlaylistAdd,
  IconLeaf,
  IconSearch,
  IconShoppingBagPlus,
  IconSparkles,
} from '@tabler/icons-react';
import { useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { foldText, matchesEveryWord } from '../../../domain/shared/match-every-word.ts';
import { findPaletteRoutes, hrefs } from '../../config/paths.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useCurrentFormula } from '../../lib/current-formula.ts';
import { openAssistant } from '../../lib/assistant-events.ts';
import { getFormulaPickerQueryOptions } from '../../features/formulas/api/get-formulas.ts';
import { useMaterialSearch } from '../../lib/materials/use-material-search.ts';
import { useAddShoppingItem } from '../../features/pricing/api/shopping-mutations.ts';
import { PALETTE_SEARCH_ATTRIBUTE, subscribePalette } from './palette-store.ts';
import { describeShortcut } from '../../lib/describe-shortcut.ts';

const MATERIAL_LIMIT = 8;
const FORMULA_LIMIT = 6;
const RECENT_FORMULAS = 4;

/** What Enter does on a material: plain Enter opens it; with a modifier it goes to the formula or the list. */
type MaterialIntent = 'open' | 'add-to-formula' | 'add-to-shopping-list';

/** The keys of a material entry, shown beside the selected one. */
function MaterialKeyHints({ canAddToFormula }: { canAddToFormula: boolean }) {
  return (
    <span className="sl-palette-hints" aria-hidden>
      <span>
        <Kbd size="xs">↵</Kbd> open
      </span>
      {canAddToFormula && (
        <span>
          <Kbd size="xs">{describeShortcut('↵')}</Kbd> add to formula
        </span>
      )}
      <span>
        <Kbd size="xs">⇧↵</Kbd> shopping list
      </span>
    </span>
  );
}

const [paletteStore, spotlight] = createSpotlight();

const GROUPS = { materials: 'Materials', formulas: 'Your formulas', screens: 'Screens' } as const;

/** Mantine selects the first action only when the query changes; results that arrive later must be selected again. */
function selectFirstAction() {
  const { listId } = paletteStore.getState();
  const list = listId ? document.getElementById(listId) : null;
  if (!list) return;
  list.querySelector('[data-selected]')?.removeAttribute('data-selected');
  list.querySelector('[data-action]')?.setAttribute('data-selected', 'true');
  paletteStore.updateState((state) => ({ ...state, selected: 0 }));
}

/** 0 for the exact name, 1 for a name starting with the query, 2 otherwise (accents and case folded). */
function rankFormulaName(name: string, query: string): number {
  const folded = foldText(name).trim();
  const target = foldText(query).trim();
  if (folded === target) return 0;
  return folded.startsWith(target) ? 1 : 2;
}

/** Materials and formulas arrive already matched; screens are matched here by title (accents and case folded). */
type PaletteEntry = Spotlight.ActionData | Spotlight.ActionGroupData;

function filterActions(query: string, actions: PaletteEntry[]): PaletteEntry[] {
  return actions
    .map((entry) => {
      if (!('group' in entry) || !('actions' in entry) || entry.group !== GROUPS.screens) return entry;
      return {
        ...entry,
        actions: entry.actions.filter((action: SpotlightActionData) =>
          matchesEveryWord(
            `${action.label ?? ''} ${(action.keywords as string[] | undefined)?.join(' ') ?? ''}`,
            query,
          ),
        ),
      };
    })
    .filter((entry) => !('actions' in entry) || entry.actions.length > 0);
}

/**
 * Ctrl/Cmd+K: one grouped list of materials (names, synonyms, CAS, searched in the browser's library index),
 * the user's formulas (by name) and the screens the user may open (titles; QA screens only for admins).
 * Enter opens the selected entry. On a material, Ctrl/Cmd+Enter adds it to the formula open in the editor (through
 * the editor's add-line path: undo and autosave apply) and Shift+Enter adds it to the shopping list; the keys show
 * beside the selected material, and the first material also has both as entries of their own.
 */
export function CommandPalette() {
  const navigate = useNavigate();
  const { signedIn, isAdmin } = useAuth();
  const { opened } = useSpotlight(paletteStore);
  const [query, setQuery] = useState('');
  const searched = useDeferredValue(query.trim());
  useEffect(() => subscribePalette((request) => (request === 'open' ? spotlight.open() : spotlight.toggle())), []);

  const searching = signedIn && opened;
  const materials = useMaterialSearch(searched, { limit: MATERIAL_LIMIT, enabled: searching });
  const formulas = useQuery({ ...getFormulaPickerQueryOptions(), enabled: searching });
  const { mutate: addToShoppingList } = useAddShoppingItem();
  const currentFormula = useCurrentFormula();
  // Set by the search box's keydown just before Mantine triggers the selected action on Enter.
  const intent = useRef<MaterialIntent>('open');
  const handleSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const isEnter = event.key === 'Enter';
    intent.current =
      isEnter && (event.metaKey || event.ctrlKey) && currentFormula
        ? 'add-to-formula'
        : isEnter && event.shiftKey
          ? 'add-to-shopping-list'
          : 'open';
  };

  const actions = useMemo<SpotlightActionGroupData[]>(() => {
    const groups: SpotlightActionGroupData[] = [];
    if (searched && materials.items.length > 0) {
      const addToFormula = (material: { id: string; name: string; cas: string | null }) =>
        currentFormula?.addMaterial({ id: material.id, name: material.name, cas: material.cas ?? null });
      const materialActions: SpotlightActionData[] = materials.items.map((material) => ({
        id: `material:${material.id}`,
        label: material.name,
        description: [material.cas, describeMatch(material)].filter(Boolean).join(' · ') || undefined,
        leftSection: <IconLeaf size={16} stroke={1.5} aria-hidden />,
        rightSection: (
          <Group gap={8} wrap="nowrap">
            <MaterialKeyHints canAddToFormula={currentFormula !== null} />
            {material.isOwn && (
              <Badge size="xs" variant="light">
                Yours
              </Badge>
            )}
          </Group>
        ),
        onClick: () => {
          const chosen = intent.current;
          intent.current = 'open';
          if (chosen === 'add-to-formula') addToFormula(material);
          else if (chosen === 'add-to-shopping-list') addToShoppingList({ materialId: material.id });
          else void navigate(hrefs.material(material.id));
        },
      }));
      const first = materials.items[0];
      if (first && currentFormula) {
        materialActions.splice(1, 0, {
          id: `formula-line:${first.id}`,
          label: `Add ${first.name} to ${currentFormula.name}`,
          description: 'A new line in the open formula',
          leftSection: <IconPlaylistAdd size={16} stroke={1.5} aria-hidden />,
          onClick: () => addToFormula(first),
        });
      }
      if (first) {
        materialActions.splice(currentFormula ? 2 : 1, 0, {
          id: `shopping:${first.id}`,
          label: `Add ${first.name} to the shopping list`,
          description: '10 g',
          leftSection: <IconShoppingBagPlus size={16} stroke={1.5} aria-hidden />,
          onClick: () => addToShoppingList({ materialId: first.id }),
        });
      }
      groups.push({ group: GROUPS.materials, actions: materialActions });
    }
    const ownFormulas = formulas.data ?? [];
    const matchedFormulas = searched
      ? ownFormulas
          .filter((formula) => matchesEveryWord(formula.name, searched))
          .sort((a, b) => rankFormulaName(a.name, searched) - rankFormulaName(b.name, searched))
          .slice(0, FORMULA_LIMIT)
      : [...ownFormulas].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)).slice(0, RECENT_FORMULAS);
    if (matchedFormulas.length > 0) {
      // The user's own work leads when a formula's name starts with the query ("Bergamote" before bergamot oils).
      const leads = searched !== '' && matchedFormulas.some((formula) => rankFormulaName(formula.name, searched) < 2);
      groups[leads ? 'unshift' : 'push']({
        group: GROUPS.formulas,
        actions: matchedFormulas.map((formula) => ({
          id: `formula:${formula.id}`,
          label: formula.name,
          description: `V${formula.version} · ${formula.ingredientCount} ${formula.ingredientCount === 1 ? 'ingredient' : 'ingredients'}`,
          leftSection: <IconFlask size={16} stroke={1.5} aria-hidden />,
          onClick: () => navigate(hrefs.formula(formula.id)),
        })),
      });
    }
    const screens = findPaletteRoutes(signedIn, isAdmin)
      // Working screens first for signed-in users; public pages after.
      .sort((a, b) => Number(signedIn && a.guard === 'public') - Number(signedIn && b.guard === 'public'));
    groups.push({
      group: GROUPS.screens,
      actions: [
        ...(signedIn
          ? [
              {
                id: 'assistant',
                label: 'Ask the assistant',
                description: 'Chat about your materials and formulas',
                keywords: ['ai', 'assistant', 'chat', 'help'],
                leftSection: <IconSparkles size={16} stroke={1.5} aria-hidden />,
                onClick: openAssistant,
              },
            ]
          : []),
        ...screens.map((route) => ({
          id: `screen:${route.id}`,
          label: route.title,
          keywords: route.guard === 'admin' || route.palette === 'admin' ? ['admin'] : [],
          leftSection: <IconArrowRight size={16} stroke={1.5} aria-hidden />,
          onClick: () => {
            if (route.landingEntry) window.location.assign(route.path);
            else navigate(route.path);
          },
        })),
      ],
    });
    return groups;
  }, [searched, materials.items, formulas.data, signedIn, isAdmin, navigate, addToShoppingList, currentFormula]);

  // Results arrive after the keystroke (index loading, deferred search): keep the first one selected for Enter.
  const resultKey = actions.map((group) => group.actions.map((action) => action.id).join(',')).join('|');
  useEffect(() => {
    if (opened && searched) queueMicrotask(selectFirstAction);
  }, [opened, searched, resultKey]);

  return (
    <Spotlight
      store={paletteStore}
      actions={actions}
      filter={filterActions}
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      highlightQuery
      nothingFound={
        <Group gap={6} justify="center">
          <Text size="sm" c="dimmed">
            Nothing matches. Try a material name, a CAS number or a formula name.
          </Text>
        </Group>
      }
      scrollable
      maxHeight={460}
      searchProps={{
        leftSection: <IconSearch size={18} stroke={1.5} />,
        placeholder: signedIn ? 'Search materials, formulas and screens…' : 'Jump to a page…',
        'aria-label': 'Search materials, formulas and screens',
        ...{ [PALETTE_SEARCH_ATTRIBUTE]: '' },
        onKeyDown: handleSearchKeyDown,
      }}
    />
  );
}
