import { AppShell, Stack, Text } from '@mantine/core';
import {
  IconBooks,
  IconBottle,
  IconBrain,
  IconBuildingWarehouse,
  IconCalendarEvent,
  IconChartDots,
  IconFlask,
  IconFlask2,
  IconHelpCircle,
  IconHome,
  IconLayoutGrid,
  IconLibrary,
  IconMessage,
  IconScale,
  IconSettings,
  IconShoppingCart,
  IconWand,
  type Icon,
  IconFileText,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { ShellTooltip } from '../../components/shell-tooltip.tsx';
import { useEffect } from 'react';
import { ROUTES } from '../../config/paths.ts';
import { deferredComponent } from '../../lib/load-on-demand.tsx';
import { MARKET_PATHS } from '../../features/intelligence/market-tabs.ts';
import classes from './sidebar-link.module.css';

/** A sidebar entry; `activeOn` lists further paths on which it reads as the current one (an area's tabs). */
export type SidebarItem = { path: string; label: string; icon: Icon; activeOn?: readonly string[] };
type SidebarSection = { label: string | null; items: readonly SidebarItem[] };

/**
 * Every screen a signed-in user may use, in sections: the items and labels of spec section 2, plus the Regulatory
 * Database, Shopping List and Regulatory Calendar; the intelligence screens are one Market entry (its tabs); Feedback,
 * Beta and Help sit in the footer.
 */
export const SIDEBAR_SECTIONS: readonly SidebarSection[] = [
  {
    label: null,
    items: [
      { path: ROUTES.dashboard.path, label: 'Home', icon: IconHome },
      { path: ROUTES.materials.path, label: 'Materials Library', icon: IconBooks },
      { path: ROUTES.regulatory.path, label: 'Regulatory Database', icon: IconScale },
      { path: ROUTES.marketCalendar.path, label: 'Regulatory Calendar', icon: IconCalendarEvent },
      { path: ROUTES.sdsTemplates.path, label: 'SDS Templates', icon: IconFileText },
      { path: ROUTES.inventory.path, label: 'Inventory', icon: IconBuildingWarehouse },
      { path: ROUTES.shoppingList.path, label: 'Shopping List', icon: IconShoppingCart },
    ],
  },
  {
    label: 'Formulas',
    items: [
      { path: ROUTES.formula.path, label: 'Formula Editor', icon: IconFlask },
      { path: ROUTES.formulaLab.path, label: 'Formulas', icon: IconLayoutGrid },
      { path: ROUTES.formulaAnalysis.path, label: 'Formula Analysis', icon: IconChartDots },
      { path: ROUTES.formulaWizard.path, label: 'Formula Wizard', icon: IconWand },
    ],
  },
  {
    label: 'Market',
    items: [
      // One entry for the Market area's tabs (Intelligence, Market Intelligence, Perfume News, Professional
      // Intelligence; market-tabs.ts), active on each of their routes.
      { path: ROUTES.intelligence.path, label: 'Intelligence', icon: IconBrain, activeOn: MARKET_PATHS },
      { path: ROUTES.commercialPerfumes.path, label: 'Perfume Library', icon: IconBottle },
    ],
  },
  {
    label: null,
    items: [
      { path: ROUTES.resources.path, label: 'Resources', icon: IconLibrary },
      { path: ROUTES.settings.path, label: 'Settings', icon: IconSettings },
    ],
  },
];
export const SIDEBAR_ITEMS: readonly SidebarItem[] = SIDEBAR_SECTIONS.flatMap((section) => section.items);
export const SIDEBAR_FOOTER_ITEMS: readonly SidebarItem[] = [
  { path: ROUTES.feedback.path, label: 'Feedback', icon: IconMessage },
  { path: ROUTES.beta.path, label: 'Beta', icon: IconFlask2 },
  { path: ROUTES.help.path, label: 'Help', icon: IconHelpCircle },
];

// The Admin Tools section (sidebar-admin-items.tsx) is its own chunk: only administrators see it, and only once the
// session has said so, so its icons and descriptions stay out of the app entry.
const AdminItems = deferredComponent<{ mini: boolean; onNavigate: () => void }>(() =>
  import('./sidebar-admin-items.tsx').then((module) => module.SidebarAdminItems),
);

function AdminItemsHost({ mini, onNavigate }: { mini: boolean; onNavigate: () => void }) {
  useEffect(() => void AdminItems.preload(), []);
  return <AdminItems mini={mini} onNavigate={onNavigate} fallback={null} />;
}

function isActive(pathname: string, item: SidebarItem): boolean {
  return [item.path, ...(item.activeOn ?? [])].some(
    (path) => pathname === path || (path !== '/' && pathname.startsWith(`${path}/`)),
  );
}

export function SidebarItemLink({
  item,
  mini,
  onNavigate,
}: {
  item: SidebarItem;
  mini: boolean;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const active = isActive(pathname, item);
  const link = (
    // A plain Link with the active state worked out here once (React Router's NavLink works it out again, through a
    // URL object per link per render), drawn as Mantine's NavLink without its component (sidebar-link.module.css).
    <Link
      to={item.path}
      className={`${classes.link} mantine-focus-auto`}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      aria-label={mini ? item.label : undefined}
      onClick={onNavigate}
    >
      <span className={classes.icon}>
        <item.icon size={19} stroke={1.5} aria-hidden />
      </span>
      <span className={classes.body}>{!mini && <span className={classes.label}>{item.label}</span>}</span>
    </Link>
  );
  return mini ? (
    <ShellTooltip label={item.label} position="right">
      {link}
    </ShellTooltip>
  ) : (
    link
  );
}

/** The collapsible left sidebar: full labels when open, an icon rail when collapsed, a drawer on phones. */
export function Sidebar({ mini, isAdmin, onNavigate }: { mini: boolean; isAdmin: boolean; onNavigate: () => void }) {
  return (
    <>
      {/* A native scroll container (sl-sidebar-scroll), not Mantine's ScrollArea: that one brings Floating UI into the
          app entry. Its scrollbar shows on hover, as ScrollArea's did. */}
      <AppShell.Section grow className="sl-sidebar-scroll" p="xs" aria-label="Main navigation">
        <Stack gap={2} component="nav">
          {SIDEBAR_SECTIONS.map((section, index) => (
            <Stack key={section.label ?? `section-${index}`} gap={2} mt={index > 0 ? (mini ? 'xs' : 'sm') : 0}>
              {section.label && !mini && (
                <Text className="sl-eyebrow" mb={2} px="sm">
                  {section.label}
                </Text>
              )}
              {section.items.map((item) => (
                <SidebarItemLink key={item.path} item={item} mini={mini} onNavigate={onNavigate} />
              ))}
            </Stack>
          ))}
          {isAdmin && <AdminItemsHost mini={mini} onNavigate={onNavigate} />}
        </Stack>
      </AppShell.Section>
      <AppShell.Section p="xs" style={{ borderTop: '1px solid var(--sl-border)' }}>
        <Stack gap={2}>
          {SIDEBAR_FOOTER_ITEMS.map((item) => (
            <SidebarItemLink key={item.path} item={item} mini={mini} onNavigate={onNavigate} />
          ))}
        </Stack>
      </AppShell.Section>
    </>
  );
}
