import {
  IconActivityHeartbeat,
  IconBottle,
  IconCategory,
  IconChartLine,
  IconCertificate,
  IconDatabaseImport,
  IconFileCheck,
  IconFlask2,
  IconInbox,
  IconMailForward,
  IconMessages,
  IconServer2,
  IconShieldCheck,
  IconSparkles,
  IconWorldDownload,
  type Icon,
} from '@tabler/icons-react';
import { ROUTES } from '../../config/paths.ts';

export type AdminScreen = { path: string; label: string; description: string; icon: Icon };

/**
 * Every administration screen, in the order of the Admin Tools hub and the sidebar's Admin Tools section.
 * A new admin screen is added here.
 */
export const ADMIN_SCREENS: readonly AdminScreen[] = [
  {
    path: ROUTES.adminSuperDashboard.path,
    label: 'System Dashboard',
    description: 'Users, roles and plans, the audit log, and the instance: database, jobs, backups, mail.',
    icon: IconShieldCheck,
  },
  {
    path: ROUTES.adminServerDashboard.path,
    label: 'Server Dashboard',
    description: 'Request rate, errors and latency per route over the last hour and day; memory and uptime.',
    icon: IconServer2,
  },
  {
    path: ROUTES.adminAnalytics.path,
    label: 'Visitor Analytics',
    description:
      'Visitors, sessions, page views and top pages, devices, and the funnel from front page to first formula.',
    icon: IconChartLine,
  },
  {
    path: ROUTES.adminBetaFeedback.path,
    label: 'Beta Feedback',
    description: 'Triage what users report, reply to them, see the analytics, and accept beta testers.',
    icon: IconMessages,
  },
  {
    path: ROUTES.adminContactMessages.path,
    label: 'Contact Messages',
    description: 'What visitors and users sent through Contact and Support; mark them answered or archived.',
    icon: IconInbox,
  },
  {
    path: ROUTES.invites.path,
    label: 'User Invites',
    description: 'Invite people by e-mail with single-use links; resend or revoke them.',
    icon: IconMailForward,
  },
  {
    path: ROUTES.populator.path,
    label: 'Reference Data Import',
    description: 'Import the IFRA, EU and material datasets, with their versions and import history.',
    icon: IconDatabaseImport,
  },
  {
    path: ROUTES.formulaAdmin.path,
    label: 'Formula Admin',
    description: 'Formula statistics across all users (counts only, never their contents).',
    icon: IconFlask2,
  },
  {
    path: ROUTES.adminEnrichmentDashboard.path,
    label: 'Enrichment Dashboard',
    description: 'AI enrichment of the library: batches, their progress and cost, and the suggestions to review.',
    icon: IconSparkles,
  },
  {
    path: ROUTES.adminMaterialGroups.path,
    label: 'Material Groups',
    description: 'Odour families and chemical groups, and their colours in charts.',
    icon: IconCategory,
  },
  {
    path: ROUTES.adminIfraSystemCheck.path,
    label: 'IFRA System Check',
    description: 'Run the compliance engine against known cases and see what it concludes.',
    icon: IconFileCheck,
  },
  {
    path: ROUTES.adminIfraPdfTest.path,
    label: 'IFRA Certificate Check',
    description: 'Print a sample certificate and allergen declaration to check the PDFs.',
    icon: IconCertificate,
  },
  {
    path: ROUTES.scrapers.path,
    label: 'Data Sources',
    description: 'Vendor price catalogues: sources, schedules and their runs.',
    icon: IconWorldDownload,
  },
  {
    path: ROUTES.fragranticaAutomation.path,
    label: 'Perfume Catalogue Import',
    description: 'Import and refresh the perfume catalogues behind the library and trends.',
    icon: IconBottle,
  },
];

export const ADMIN_HUB_ICON = IconActivityHeartbeat;
