/**
 * The areas of the app, declared once: each screen path of docs/app.md#routes with its sidebar entry and the roles that may open
 * it (docs/accounts.md#roles). The role map (permissions.ts) and the sidebar (features/shell/nav.ts) are read from this list, in its
 * order; adding an area adds its entry here.
 */

export const roles = ['owner', 'manager', 'catalogue', 'marketing', 'support', 'finance', 'surveyor', 'dispatcher'] as const
export type Role = (typeof roles)[number]

/**
 * One screen of an area: its path (granting its sub-routes too), its sidebar entry (named in the shell's catalogue:
 * src/lib/screen-labels.ts) and which default roles open it (to view and change; `views`: those of them that only view
 * it). Each organisation's roles start from this (docs/accounts.md#roles-as-data); the owner opens every screen.
 */
type AreaScreen = { path: string; icon: string; description: string; roles: readonly Role[]; views?: readonly Role[] }
/** An area under its one name (src/features/<name>), and the sidebar group its screens are listed under. */
type Area = { name: string; group: AreaGroup; screens: readonly AreaScreen[] }
/** The sidebar's groups, in no order (the areas' order is the sidebar's): their names are the shell's catalogue's. */
export type AreaGroup = 'Overview' | 'Catalogue' | 'Marketing' | 'Support' | 'Financials' | 'Operations' | 'Organisation'

const defineAreas = <const T extends readonly Area[]>(list: T) => list

/** The owner opens every area, the manager every area but money's. */
const leads = ['owner', 'manager'] as const

export const areas = defineAreas([
  {
    name: 'dashboard',
    group: 'Overview',
    screens: [{ path: '/dashboard', icon: 'grid', description: 'Counts and trends across your business.', roles }],
  },
  {
    name: 'inbox',
    group: 'Overview',
    screens: [{ path: '/inbox', icon: 'bell', description: 'What needs you: assignments, replies, finished jobs.', roles }],
  },
  {
    name: 'catalogue',
    group: 'Catalogue',
    screens: [
      { path: '/brands-list', icon: 'store', description: 'The brands your organisation sells.', roles: [...leads, 'catalogue', 'marketing'] },
      {
        path: '/products/templates',
        icon: 'box',
        description: 'Products with their category, HSN code, GST rate and images.',
        roles: [...leads, 'catalogue'],
      },
      {
        path: '/products/variants',
        icon: 'layers',
        description: 'Sizes and colours with SKU, MRP, price and barcode.',
        roles: [...leads, 'catalogue'],
      },
      {
        path: '/inventory',
        icon: 'stack',
        description: 'Stock on hand, reserved and reorder levels per location.',
        roles: [...leads, 'catalogue'],
      },
    ],
  },
  {
    name: 'promo-codes',
    group: 'Marketing',
    screens: [
      {
        path: '/promo-codes',
        icon: 'tag',
        description: 'Discount codes linked to brands, templates and variants.',
        roles: [...leads, 'marketing'],
      },
    ],
  },
  {
    name: 'feeds',
    group: 'Marketing',
    screens: [{ path: '/feeds', icon: 'rss', description: 'Posts for your customers, with status.', roles: [...leads, 'marketing'] }],
  },
  {
    name: 'ads',
    group: 'Marketing',
    screens: [
      { path: '/campaigns', icon: 'target', description: 'Ad campaigns with budget, spend and dates.', roles: [...leads, 'marketing'] },
      { path: '/ads', icon: 'megaphone', description: 'Ads with placement, impressions, clicks and spend.', roles: [...leads, 'marketing'] },
    ],
  },
  {
    name: 'subscribers',
    group: 'Marketing',
    screens: [
      {
        path: '/subscribers',
        icon: 'users',
        description: 'Your subscribers, their plans and cities.',
        roles: [...leads, 'marketing', 'support'],
      },
    ],
  },
  {
    name: 'complaints',
    group: 'Support',
    screens: [{ path: '/complaints', icon: 'chat', description: 'Customer complaints from open to closed.', roles: [...leads, 'support'] }],
  },
  {
    name: 'money',
    group: 'Financials',
    screens: [
      {
        path: '/financials/wallet-transactions',
        icon: 'wallet',
        description: 'Credits and debits with the balance after each.',
        roles: ['owner', 'finance'],
      },
      { path: '/financials/ledger', icon: 'book', description: 'Ledger entries with a running balance.', roles: ['owner', 'finance'] },
    ],
  },
  {
    name: 'employees',
    group: 'Operations',
    screens: [
      {
        path: '/employees',
        icon: 'map',
        description: 'Market-survey operators and their city regions.',
        roles: [...leads, 'surveyor'],
      },
    ],
  },
  {
    name: 'booking',
    group: 'Operations',
    screens: [
      { path: '/booking', icon: 'car', description: 'Pick a car type and initiate a ride.', roles: [...leads, 'dispatcher'] },
      {
        path: '/bookings-all',
        icon: 'calendar',
        description: 'Every booking with its status.',
        roles: [...leads, 'support', 'dispatcher'],
        // Support reads bookings; only those who book may cancel (docs/areas/booking.md).
        views: ['support'],
      },
      { path: '/manage-logistics', icon: 'truck', description: 'Shipments and tours with their stops.', roles: [...leads, 'dispatcher'] },
    ],
  },
  {
    name: 'account',
    group: 'Organisation',
    screens: [{ path: '/accounts', icon: 'building', description: 'Your organisation and the person signed in.', roles }],
  },
  {
    name: 'history',
    group: 'Organisation',
    screens: [{ path: '/activity', icon: 'history', description: 'Who changed what, and when.', roles: leads }],
  },
  {
    name: 'roles',
    group: 'Organisation',
    screens: [{ path: '/roles', icon: 'shield', description: 'What each role may open, view and change.', roles: ['owner'] }],
  },
  {
    name: 'team',
    group: 'Organisation',
    screens: [{ path: '/team', icon: 'users', description: 'Who has access, their roles and devices.', roles: leads }],
  },
  {
    name: 'jobs',
    group: 'Organisation',
    screens: [{ path: '/jobs', icon: 'queue', description: 'Exports and other work running in the background.', roles: ['owner'] }],
  },
  {
    name: 'api-keys',
    group: 'Organisation',
    screens: [
      { path: '/api-keys', icon: 'key', description: "Keys for your organisation's own scripts and tools.", roles: ['owner'] },
      { path: '/webhooks', icon: 'send', description: 'Changes posted to your own systems as they happen.', roles: ['owner'] },
    ],
  },
])

export type AreaPath = (typeof areas)[number]['screens'][number]['path']
export const areaScreens = areas.flatMap((area) => area.screens.map((screen) => ({ ...screen, group: area.group })))
