/**
 * Every URL of the product (spec section 2) in ONE table. The router is generated from it; the sidebar, the
 * command palette and the layout rules read it. A route's `guard` says who may open it:
 * 'public' (marketing, anyone), 'open' (outside the login gate), 'user' (signed-in), 'admin' (admin role).
 */

export type RouteGuard = 'public' | 'open' | 'user' | 'admin';
/** marketing: top bar + centred content; app: top bar + sidebar; full-bleed: no padding, no footer; bare: nothing around. */
export type RouteLayout = 'marketing' | 'app' | 'full-bleed' | 'bare';

export type RouteDefinition = {
  path: string;
  title: string;
  guard: RouteGuard;
  layout: RouteLayout;
  /** Sidebar shown (to signed-in users) on this route. */
  sidebar: boolean;
  /** Footer shown on this route. */
  footer: boolean;
  /** Reachable from the Ctrl/Cmd+K palette (screens without parameters); 'admin': a test or QA screen offered to admins only. */
  palette: boolean | 'admin';
  /** A redirect: where it goes instead of rendering a screen. */
  redirectTo?: string;
  /** Served by the separate landing entry (index.html), not by the SPA. */
  landingEntry?: boolean;
};

type Options = Partial<Omit<RouteDefinition, 'path' | 'title' | 'guard'>>;

const marketing = (path: string, title: string, options: Options = {}): RouteDefinition => ({
  path,
  title,
  guard: 'public',
  layout: 'marketing',
  sidebar: true,
  footer: true,
  palette: true,
  ...options,
});
const open = (path: string, title: string, options: Options = {}): RouteDefinition => ({
  path,
  title,
  guard: 'open',
  layout: 'app',
  sidebar: true,
  footer: true,
  palette: true,
  ...options,
});
const user = (path: string, title: string, options: Options = {}): RouteDefinition => ({
  path,
  title,
  guard: 'user',
  layout: 'app',
  sidebar: true,
  footer: true,
  palette: true,
  ...options,
});
const admin = (path: string, title: string, options: Options = {}): RouteDefinition => ({
  path,
  title,
  guard: 'admin',
  layout: 'app',
  sidebar: true,
  footer: true,
  palette: true,
  ...options,
});
const redirect = (path: string, redirectTo: string): RouteDefinition & { redirectTo: string } => ({
  path,
  title: 'Redirecting',
  guard: 'open',
  layout: 'bare',
  sidebar: false,
  footer: false,
  palette: false,
  redirectTo,
});
const formulaPage = { layout: 'full-bleed', footer: false } as const;
/** Test and QA screens: reachable by URL, offered in the palette to admins only. */
const QA_SCREEN = { palette: 'admin' } as const;

export const ROUTES = {
  // Public
  landing: marketing('/', 'Front page', { layout: 'bare', sidebar: false, footer: false, landingEntry: true }),
  legacy: marketing('/legacy', 'Legacy front page'),
  home: marketing('/home', 'Home', { footer: false }),
  features: marketing('/features', 'Features'),
  pricing: marketing('/pricing', 'Pricing'),
  documentation: marketing('/documentation', 'Documentation'),
  about: marketing('/about', 'About'),
  contact: marketing('/contact', 'Contact'),
  support: marketing('/support', 'Support'),
  privacy: marketing('/privacy', 'Privacy'),
  terms: marketing('/terms', 'Terms'),
  security: marketing('/security', 'Security'),
  // Outside the login gate
  login: open('/login', 'Sign in', { layout: 'marketing', sidebar: false }),
  setupAdmin: open('/setup-admin', 'Create the administrator', { layout: 'marketing', sidebar: false, palette: false }),
  subscriptionSuccess: open('/subscription/success', 'Subscription confirmed', { sidebar: false, palette: false }),
  subscriptionCancel: open('/subscription/cancel', 'Subscription cancelled', { sidebar: false, palette: false }),
  resources: open('/resources', 'Resources'),
  tour: open('/tour/:step', 'Tour', { layout: 'bare', sidebar: false, footer: false, palette: false }),
  acceptInvite: open('/accept-invite', 'Accept invite', { palette: false }),
  joinWorkspace: open('/join-workspace', 'Join a workspace', { palette: false }),
  discoveries: open('/discoveries', 'Discoveries'),
  publicCertificate: open('/c/:token', 'Certificate', {
    layout: 'bare',
    sidebar: false,
    footer: false,
    palette: false,
  }),
  // Signed-in users
  dashboard: user('/dashboard', 'Dashboard'),
  materials: user('/materials', 'Materials Library'),
  materialDetail: user('/materials/:id', 'Material', { palette: false }),
  regulatory: user('/regulatory', 'Regulatory Database'),
  regulatoryStandard: user('/regulatory/ifra/:id', 'IFRA Standard', { palette: false }),
  marketCalendar: user('/regulatory-calendar', 'Regulatory Calendar'),
  sdsTemplates: user('/sds-templates', 'SDS Templates'),
  materialsConsolidation: user('/materials/consolidation', 'Material Consolidation'),
  inventory: user('/inventory', 'Inventory'),
  planBatch: user('/batches/new', 'Plan a batch', { palette: false }),
  makingMode: user('/batches/:id/make', 'Making mode', {
    layout: 'bare',
    sidebar: false,
    footer: false,
    palette: false,
  }),
  professionalIntelligence: user('/professional-intelligence', 'Professional Intelligence'),
  professionalStudio: user('/professional-studio', 'Professional Studio'),
  professionalStudioV2: user('/professional-studio-v2', 'Professional Studio v2'),
  account: user('/account', 'Account'),
  feedback: user('/feedback', 'Feedback'),
  beta: user('/beta', 'Beta Programme'),
  settings: user('/settings', 'Settings', { footer: false }),
  help: user('/help', 'Help & Support'),
  shoppingList: user('/shopping-list', 'Shopping List'),
  materialIntelligence: user('/material-intelligence', 'Material Intelligence'),
  formula: user('/formula', 'Formula Editor', formulaPage),
  formulaEditor: user('/formula-editor', 'New Formula', formulaPage),
  formulaAnalysis: user('/formula-analysis', 'Formula Analysis'),
  marketIntelligence: user('/market-intelligence', 'Market Intelligence'),
  perfumerIntel: user('/perfumer-intel', 'Perfumer Intel'),
  intelligence: user('/intelligence', 'Intelligence'),
  perfumeNews: user('/perfume-news', 'Perfume News'),
  trendingTest: user('/trending-test', 'Trending', QA_SCREEN),
  formulaWizard: user('/formula-wizard', 'Formula Wizard'),
  formulaLab: user('/formula-lab', 'Formulas'),
  formulaLabBrowser: user('/formula-lab/browser', 'Formula Browser'),
  formulaLabEditor: user('/formula-lab/:id', 'Formula Lab', { palette: false }),
  sharedFormula: user('/shared-formulas/:shareId', 'Shared formula', { palette: false }),
  openShareLink: user('/shared/:token', 'Shared formula', { palette: false }),
  commercialPerfumes: user('/commercial-perfumes', 'Perfume Library'),
  commercialPerfume: user('/commercial-perfumes/:id', 'Perfume', { palette: false }),
  topPerfumes: user('/top-perfumes', 'Top Perfumes'),
  fragranticaShowcase: user('/fragrantica-showcase', 'Perfume Showcase', QA_SCREEN),
  fragranticaData: user('/fragrantica-data', 'Perfume Catalogue Data', QA_SCREEN),
  fragranticaAutomation: user('/fragrantica-automation', 'Perfume Catalogue Import', QA_SCREEN),
  populator: user('/populator', 'Reference Data Import'),
  scrapers: user('/scrapers', 'Data Sources'),
  testMaterialImage: admin('/test-material-image', 'Material Images', QA_SCREEN),
  testMaterialImageStyles: user('/test-material-image-styles', 'Material Image Styles', QA_SCREEN),
  testMaterialImageHybrids: user('/test-material-image-hybrids', 'Material Image Hybrids', QA_SCREEN),
  // Admin only
  referenceDataSetup: admin('/setup/reference-data', 'Set Up Reference Data'),
  invites: user('/invites', 'User Invites'),
  workspace: user('/workspace', 'Workspace: members and invitations'),
  formulaAdmin: admin('/formula-admin', 'Formula Admin'),
  adminTools: admin('/admin-tools', 'Admin Tools'),
  adminSuperDashboard: admin('/admin/super-dashboard', 'System Dashboard'),
  adminSystem: admin('/admin/system', 'System Dashboard', { palette: false }),
  adminBetaFeedback: admin('/admin/beta-feedback', 'Beta Feedback'),
  adminServerDashboard: admin('/admin/server-dashboard', 'Server Dashboard'),
  adminAnalytics: admin('/admin/analytics', 'Visitor Analytics'),
  adminEnrichmentDashboard: admin('/admin/enrichment-dashboard', 'Enrichment Dashboard'),
  adminMaterialGroups: admin('/admin/material-groups', 'Material Groups'),
  adminIfraSystemCheck: admin('/admin/ifra-system-check', 'IFRA System Check'),
  adminIfraPdfTest: admin('/admin/ifra-pdf-test', 'IFRA Certificate Check'),
  adminContactMessages: admin('/admin/contact-messages', 'Contact Messages'),
  // Redirects
  subscription: redirect('/subscription', '/account?section=billing'),
  profile: redirect('/profile', '/account'),
  preferences: redirect('/preferences', '/settings'),
  marketAnalysis: redirect('/market-analysis', '/market-intelligence'),
  formulaTypeTrends: redirect('/formula-type-trends', '/market-intelligence'),
  tools: redirect('/tools', '/admin-tools'),
  formulaLabEditorRedirect: redirect('/formula-lab/editor/:id', '/formula-lab/:id'),
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;

export type AccountSection = 'profile' | 'security' | 'billing' | 'privacy';

/** href builders for routes that take parameters. */
export const hrefs = {
  formula: (id?: string, options: { duplicate?: boolean } = {}) => {
    if (!id) return ROUTES.formula.path;
    const query = new URLSearchParams({ id });
    if (options.duplicate) query.set('duplicate', '1');
    return `${ROUTES.formula.path}?${query.toString()}`;
  },
  formulaLabEditor: (id: string) => `/formula-lab/${encodeURIComponent(id)}`,
  /** A formula shared with the user, read-only. */
  sharedFormula: (shareId: string) => `/shared-formulas/${encodeURIComponent(shareId)}`,
  /** One material of the library, e.g. hrefs.material(id). */
  material: (id: string) => `/materials/${encodeURIComponent(id)}`,
  /** One IFRA Standard of the regulatory database, e.g. hrefs.regulatoryStandard('IFRA_STD_021'). */
  // A prohibition a Standard's note adds beside it (IFRA_STD_083~forbidden, verbena oils) opens its Standard.
  regulatoryStandard: (id: string) => `/regulatory/ifra/${encodeURIComponent(id.replace(/~forbidden$/, ''))}`,
  tour: (step: 1 | 2 | 3 | 4) => `/tour/${step}`,
  /** The batch to plan of a saved formula at a weight, before weighing at the bench. */
  planBatch: (formulaId: string, grams: number) =>
    `${ROUTES.planBatch.path}?${new URLSearchParams({ formulaId, grams: String(grams) }).toString()}`,
  /** A batch weighed line by line. */
  makingMode: (batchId: string) => `/batches/${encodeURIComponent(batchId)}/make`,
  /** One perfume of the catalogue. */
  commercialPerfume: (id: string) => `/commercial-perfumes/${encodeURIComponent(id)}`,
  /** The perfume library, optionally filtered to one brand. */
  commercialPerfumes: (options: { brand?: string } = {}) =>
    options.brand
      ? `${ROUTES.commercialPerfumes.path}?${new URLSearchParams({ brand: options.brand }).toString()}`
      : ROUTES.commercialPerfumes.path,
  /** Settings, scrolled to one section (its anchor). */
  settings: (section?: 'company' | 'ai') => (section ? `${ROUTES.settings.path}#${section}` : ROUTES.settings.path),
  /** The workspace screen, optionally with the new-workspace form open. */
  workspace: (options: { isNew?: boolean } = {}) =>
    options.isNew ? `${ROUTES.workspace.path}?new=1` : ROUTES.workspace.path,
  /** An invitation to accept (the link of the invitation mail). */
  acceptInvite: (token: string) => `${ROUTES.acceptInvite.path}?${new URLSearchParams({ token }).toString()}`,
  account: (section?: AccountSection) => (section ? `/account?section=${section}` : '/account'),
  login: (redirectTo?: string) => (redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login'),
};

export const TOUR_STEPS = [1, 2, 3, 4] as const;

/** May someone with this sign-in state and role open a route with this guard? */
export function canOpen(guard: RouteGuard, signedIn: boolean, isAdmin: boolean): boolean {
  if (guard === 'admin') return signedIn && isAdmin;
  if (guard === 'user') return signedIn;
  return true;
}

/** Every screen the command palette offers, given sign-in state and role (admin and QA screens only for admins). */
export function findPaletteRoutes(signedIn: boolean, isAdmin: boolean): Array<RouteDefinition & { id: RouteId }> {
  return (Object.entries(ROUTES) as Array<[RouteId, RouteDefinition]>)
    .filter(
      ([, route]) =>
        (route.palette === 'admin' ? isAdmin : route.palette) &&
        !route.redirectTo &&
        canOpen(route.guard, signedIn, isAdmin),
    )
    .map(([id, route]) => ({ ...route, id }));
}

/** Formula pages: /formula, /formula/..., /formula-editor (full bleed, no footer, sidebar collapses below 1500 px). */
export function isFormulaPath(pathname: string): boolean {
  return pathname === '/formula' || pathname.startsWith('/formula/') || pathname === '/formula-editor';
}

/** The route definition matching a concrete pathname (params match any single segment). */
export function matchRoute(pathname: string): (RouteDefinition & { id: RouteId }) | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = clean.split('/');
  let best: (RouteDefinition & { id: RouteId }) | undefined;
  for (const [id, route] of Object.entries(ROUTES) as Array<[RouteId, RouteDefinition]>) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every((part, index) => part.startsWith(':') || part === segments[index]);
    const isStatic = !route.path.includes(':');
    if (matches && (!best || isStatic)) best = { ...route, id };
  }
  return best;
}

export type LayoutRules = {
  layout: RouteLayout;
  showSidebar: boolean;
  showFooter: boolean;
  /** Sidebar starts collapsed here regardless of the remembered state. */
  forceCollapsedSidebar: boolean;
  /** Width below which the sidebar collapses. */
  collapseBelowPx: number;
};

/** Layout rules of spec section 2 for a pathname and sign-in state. */
export function getLayoutRules(pathname: string, signedIn: boolean): LayoutRules {
  const route = matchRoute(pathname);
  const formula = isFormulaPath(pathname);
  return {
    layout: formula ? 'full-bleed' : (route?.layout ?? 'app'),
    showSidebar: signedIn && (route?.sidebar ?? true),
    showFooter: !formula && (route?.footer ?? true),
    forceCollapsedSidebar: pathname === '/settings',
    collapseBelowPx: formula ? 1500 : 1280,
  };
}
