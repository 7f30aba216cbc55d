import type { RouteId } from '../../config/paths.ts';
import type { ScreenshotScreen } from '../../components/product-screenshots/screenshot-catalogue.ts';

export type MarketingSection = { heading: string; body: string };
export type MarketingPage = {
  eyebrow: string;
  title: string;
  intro: string;
  sections: MarketingSection[];
  /** Real pictures of the product: a large one under the intro, and the row of key screens after the sections. */
  screenshots?: { hero: ScreenshotScreen['id']; showcase: boolean };
};

/** Short, honest copy of the public pages. No invented customers, testimonials or figures. */
export const MARKETING_PAGES: Partial<Record<RouteId, MarketingPage>> = {
  home: {
    eyebrow: 'Sillage',
    title: 'The perfumer’s workbench',
    intro:
      'Sillage keeps your materials, formulas and regulatory checks in one calm place, so you can spend your time on the accord rather than the paperwork.',
    screenshots: { hero: 'formula-editor', showcase: false },
    sections: [
      {
        heading: 'Materials library',
        body: 'Every material with CAS number, odour profile, note position and regulatory status, searchable as you type.',
      },
      {
        heading: 'Formulas with live compliance',
        body: 'A spreadsheet formula editor that checks IFRA restrictions and EU allergen limits on every edit.',
      },
      {
        heading: 'From idea to order',
        body: 'Formula library and analysis, inventory, and a shopping list that compares vendor prices.',
      },
    ],
  },
  features: {
    eyebrow: 'Features',
    title: 'What Sillage does',
    intro:
      'Sillage is built for fragrance creators and formulators, from the first sketch of an accord to the purchase order.',
    screenshots: { hero: 'formula-editor', showcase: true },
    sections: [
      {
        heading: 'Materials library',
        body: 'A library built from public reference datasets, with CAS, odour descriptors, note position and regulatory data. An optional AI assistant, using your own provider key, enriches a material with toxicology, supplier pricing and usage notes.',
      },
      {
        heading: 'Regulatory checks as you type',
        body: 'IFRA restrictions, EU bans and allergen declaration thresholds are checked in the formula spreadsheet on every edit, for every IFRA category.',
      },
      {
        heading: 'Formula editor, library and analysis',
        body: 'Keyboard-first spreadsheet with auto-complete from the library; a formula library to search, duplicate and export; analysis of notes, families and cost; a wizard to start from a brief.',
      },
      {
        heading: 'Inventory and shopping',
        body: 'Track what is on your shelf and build a shopping list with vendor price comparison and a best-price refresh.',
      },
      {
        heading: 'Market intelligence',
        body: 'Perfume news with a headline ticker, intelligence briefings and a commercial perfume library, from sources an administrator connects.',
      },
      {
        heading: 'Yours to shape',
        body: 'Themes, fonts, density and reduced motion; your settings follow you across devices.',
      },
    ],
  },
  about: {
    eyebrow: 'About',
    title: 'About Sillage',
    intro:
      'Sillage is the trail a fragrance leaves in the air. The app is a workbench for the people who compose those trails.',
    sections: [
      {
        heading: 'Why',
        body: 'Perfumers juggle spreadsheets, regulatory PDFs and supplier price lists. Sillage brings them together and checks compliance while you compose.',
      },
      {
        heading: 'Data, honestly',
        body: 'Reference data comes from public datasets, imported with their licences shown next to the data. Nothing is invented: an empty source shows an empty state that says how to fill it.',
      },
      {
        heading: 'Status',
        body: 'Sillage is in beta (version 0.9-beta.5). Features arrive in stages; your feedback shapes the order.',
      },
    ],
  },
  privacy: {
    eyebrow: 'Privacy',
    title: 'Privacy',
    intro: 'What Sillage stores about you, and why.',
    sections: [
      {
        heading: 'Account',
        body: 'Your email address and a securely hashed password, plus your sessions so you stay signed in.',
      },
      {
        heading: 'Your work',
        body: 'Formulas, inventory, shopping lists, settings and feedback are stored against your account and are only readable by you (and, for feedback, by administrators).',
      },
      {
        heading: 'API keys',
        body: 'Keys you store for AI providers are encrypted at rest and never sent back to the browser in full.',
      },
      {
        heading: 'Usage records',
        body: 'Page views, API calls and a few named actions, never your IP address, kept for a limited time: exactly what, below.',
      },
      {
        heading: 'Visitors',
        body: 'If you are not signed in, your display settings stay in your browser’s local storage.',
      },
    ],
  },
  terms: {
    eyebrow: 'Terms',
    title: 'Terms of use',
    intro: 'Plain terms for a beta product.',
    sections: [
      {
        heading: 'Beta software',
        body: 'Sillage is in beta. Features may change and errors may occur; keep your own copies of important formulas (Export JSON is available in the formula library).',
      },
      {
        heading: 'Your formulas are yours',
        body: 'You keep all rights to the formulas and notes you create. We do not use them for anything other than providing the service to you.',
      },
      {
        heading: 'Compliance checks assist, not certify',
        body: 'IFRA and EU checks help you work; final regulatory responsibility for a product stays with its manufacturer and safety assessor.',
      },
      {
        heading: 'Reference data',
        body: 'Imported datasets keep their own licences, shown next to the data. Some are for non-commercial use only and are marked as such.',
      },
    ],
  },
  security: {
    eyebrow: 'Security',
    title: 'Security',
    intro: 'How Sillage protects your account and your formulas.',
    sections: [
      {
        heading: 'Sign-in',
        body: 'Passwords are hashed with a modern algorithm by a maintained authentication library; sign-in attempts are rate-limited.',
      },
      {
        heading: 'Sessions',
        body: 'Sessions are stored on the server and can be revoked; signing out ends your sessions everywhere.',
      },
      {
        heading: 'Access',
        body: 'Every request for your data is filtered by your account on the server. Admin screens are checked on the server, not only hidden in the interface.',
      },
      {
        heading: 'Secrets',
        body: 'AI provider keys are encrypted at rest and shown only as their last four characters.',
      },
    ],
  },
};
