import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconFlask2, IconGitMerge, IconPlus, IconSearch } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ROUTES } from '../../../config/paths.ts';
import { useMaterialsInfinite } from '../../../lib/materials/list-materials.ts';
import {
  MaterialFilters,
  type MaterialFilterValues,
} from '../../../features/materials/components/material-filters.tsx';
import { VirtualMaterialList } from '../../../features/materials/components/virtual-material-list.tsx';
import { useMaterialSearch } from '../../../lib/materials/use-material-search.ts';
import { formatCount } from '../../../../domain/shared/format-numbers.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { MATERIALS_LOADING, MATERIALS_TITLE } from './materials-fallback.tsx';
import { lazyNamed, MountOnceOpened } from '../../../lib/load-on-demand.tsx';
import { useFocusAfterPaint } from '../../../lib/use-focus-after-paint.ts';

// The new-material dialog (a modal, two material pickers, the composition's checks) opens from its button: fetched
// when the pointer comes to the button or the keyboard focuses it, not with the list (issue 34: /materials' first
// paint; fetched when idle, its code ran within Lighthouse's window as much as before).
const loadNewMaterialDialog = () => import('../../../features/materials/components/new-material-dialog.tsx');
const preloadNewMaterialDialog = () => void loadNewMaterialDialog();
const NewMaterialDialog = lazyNamed(loadNewMaterialDialog, 'NewMaterialDialog');

const INSTANT_RESULTS = 100;

function hasFilters(filters: MaterialFilterValues): boolean {
  return (
    Boolean(filters.odourFamily || filters.notePosition || filters.own || filters.inInventory) ||
    [filters.natural, filters.ifraRestricted, filters.euAllergen].some((value) => value !== undefined)
  );
}

/** The materials library: every material in one scrolling list, searched as you type, filtered and sorted. */
/** A perfumer (not an admin) facing an empty library: the setup screens are not theirs, so they are told whom to ask. */
export const EMPTY_LIBRARY_ASK_ADMIN =
  'The reference materials (names, CAS numbers, odour profiles, IFRA and EU status) have not been set up on this installation yet: ask your administrator to set up the reference data.';

export function MaterialsScreen() {
  const { isAdmin } = useAuth();
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<MaterialFilterValues>({ sort: 'name', direction: 'asc' });
  const [debouncedQuery] = useDebouncedValue(query.trim(), 200);
  const [isCreating, creating] = useDisclosure(false);
  const searchField = useFocusAfterPaint<HTMLInputElement>();
  // The first view: the materials perfumers use (Transparency List, mine, in my formulas or stock); the whole
  // library is one click, or one search, away.
  const [isFullLibrary, setFullLibrary] = useState(false);
  const filtered = hasFilters(filters);
  const isFirstView = !isFullLibrary && !filtered && query.trim() === '';
  // Text alone: the in-browser index answers within a frame. Text with filters: the server filters by both.
  const isInstant = query.trim() !== '' && !filtered;
  // The first page comes from the server at once; the library's search index (megabytes) is fetched only once that
  // page is shown, and until it is ready the server answers the search too.
  const [wantsIndex, setWantsIndex] = useState(false);
  const instant = useMaterialSearch(isInstant ? query : '', { limit: INSTANT_RESULTS, enabled: wantsIndex });
  const list = useMaterialsInfinite(
    {
      ...filters,
      q: filtered || !instant.isReady ? debouncedQuery || undefined : undefined,
      scope: isFirstView ? 'used' : undefined,
    },
    !isInstant || !instant.isReady,
  );
  const firstPageShown = list.isSuccess;
  useEffect(() => {
    if (!firstPageShown || wantsIndex) return;
    const handle = requestIdleCallback(() => setWantsIndex(true), { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }, [firstPageShown, wantsIndex]);
  const loaded = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const handleNeedMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A library with none of the materials perfumers use yet (a fresh install, no Transparency List): all of it.
  const isFirstViewEmpty = isFirstView && list.isSuccess && total === 0;
  useEffect(() => {
    if (isFirstViewEmpty) setFullLibrary(true);
  }, [isFirstViewEmpty]);
  const isLibraryEmpty = list.isSuccess && total === 0 && !filtered && !query.trim();
  const showInstant = isInstant && instant.isReady;

  return (
    <Stack gap="md" py="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{MATERIALS_TITLE}</Title>
          <Text c="dimmed">
            {showInstant
              ? `${instant.items.length === INSTANT_RESULTS ? 'Best ' : ''}${instant.items.length} ${instant.items.length === 1 ? 'match' : 'matches'}`
              : list.isPending
                ? MATERIALS_LOADING
                : isFirstView
                  ? `${formatCount(total)} materials perfumers use`
                  : `${formatCount(total)} ${filtered ? 'matching materials' : 'materials'}`}
          </Text>
          {/* Its own small line: as part of the count's, the text arrived with the data, three lines long on a phone,
              and became the page's largest paint seconds after the title had painted from the HTML (issue 34). */}
          {isFirstView && !showInstant && !list.isPending && (
            <Text c="dimmed" size="xs">
              IFRA Transparency List, yours, in your formulas or stock
            </Text>
          )}
          {!filtered && query.trim() === '' && (
            <Anchor component="button" type="button" size="sm" onClick={() => setFullLibrary((full) => !full)}>
              {isFullLibrary ? 'Show the materials perfumers use' : 'Show the full library'}
            </Anchor>
          )}
        </div>
        <Group gap="xs">
          <Button
            component={Link}
            to={ROUTES.materialsConsolidation.path}
            variant="subtle"
            leftSection={<IconGitMerge size={16} />}
          >
            Find duplicates
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={creating.open}
            onPointerEnter={preloadNewMaterialDialog}
            onFocus={preloadNewMaterialDialog}
          >
            New material
          </Button>
        </Group>
      </Group>
      {list.isError && (
        <Alert color="red" variant="light" role="alert" title="Error loading materials">
          {list.error.message}
        </Alert>
      )}
      {isLibraryEmpty ? (
        <EmptyState
          icon={IconFlask2}
          title="The library is empty"
          description={
            isAdmin ? (
              <>
                The reference materials (names, CAS numbers, odour profiles, IFRA and EU status) come from public
                datasets an admin fetches at{' '}
                <Anchor component={Link} to={ROUTES.referenceDataSetup.path}>
                  Set up reference data
                </Anchor>{' '}
                (or uploads at{' '}
                <Anchor component={Link} to={ROUTES.populator.path}>
                  Reference Data Import
                </Anchor>
                ). Your own materials appear here too as soon as you create one.
              </>
            ) : (
              <>{EMPTY_LIBRARY_ASK_ADMIN} Your own materials appear here as soon as you create one (New material).</>
            )
          }
        />
      ) : (
        <>
          <TextInput
            size="md"
            leftSection={<IconSearch size={18} />}
            placeholder="Search by name, synonym or CAS number"
            aria-label="Search materials"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            ref={searchField}
          />
          <MaterialFilters value={filters} onChange={setFilters} />
          {showInstant ? (
            <VirtualMaterialList label="Search results" items={instant.items} total={instant.items.length} />
          ) : (
            <VirtualMaterialList label="Materials" items={loaded} total={total} onNeedMore={handleNeedMore} />
          )}
        </>
      )}
      <MountOnceOpened opened={isCreating}>
        <NewMaterialDialog opened={isCreating} onClose={creating.close} />
      </MountOnceOpened>
    </Stack>
  );
}
