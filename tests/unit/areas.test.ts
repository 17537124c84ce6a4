import { describe, expect, it } from 'vitest'
import { pathsForRole, roles, type AreaPath, type Role } from '../../src/contract/permissions'
import { visibleGroups, type NavGroup } from '../../src/features/shell/nav'

// The role map and the sidebar as they were written out by hand before both were read from the list of areas.
const areaPathsBefore: AreaPath[] = [
  '/dashboard',
  '/accounts',
  '/brands-list',
  '/products/templates',
  '/products/variants',
  '/inventory',
  '/promo-codes',
  '/feeds',
  '/ads',
  '/campaigns',
  '/subscribers',
  '/complaints',
  '/financials/wallet-transactions',
  '/financials/ledger',
  '/employees',
  '/booking',
  '/bookings-all',
  '/manage-logistics',
  // Added with the trail of changes (issue 20): owner and manager.
  '/activity',
  // Added with roles as data (issue 28): the owner's.
  '/roles',
  // Added with the team (issue 28): owner and manager.
  '/team',
  // Added with the jobs (issue 29): the owner's.
  '/jobs',
  // Added with the inbox (issue 35): everyone's.
  '/inbox',
  // Added with the API keys (issue 33): the owner's.
  '/api-keys',
  // Added with the webhooks (issue 33): the owner's.
  '/webhooks',
]
const base: AreaPath[] = ['/dashboard', '/inbox', '/accounts']
const rolePathsBefore: Record<Role, readonly AreaPath[]> = {
  owner: areaPathsBefore,
  manager: areaPathsBefore.filter(
    (path) => !path.startsWith('/financials') && path !== '/roles' && path !== '/jobs' && path !== '/api-keys' && path !== '/webhooks',
  ),
  catalogue: [...base, '/brands-list', '/products/templates', '/products/variants', '/inventory'],
  marketing: [...base, '/brands-list', '/promo-codes', '/feeds', '/ads', '/campaigns', '/subscribers'],
  support: [...base, '/complaints', '/subscribers', '/bookings-all'],
  finance: [...base, '/financials/wallet-transactions', '/financials/ledger'],
  surveyor: [...base, '/employees'],
  dispatcher: [...base, '/booking', '/bookings-all', '/manage-logistics'],
}

const navBefore: NavGroup[] = [
  {
    label: 'Overview',
    items: [
      { path: '/dashboard', label: 'Dashboard', icon: 'grid', description: 'Counts and trends across your business.' },
      { path: '/inbox', label: 'Inbox', icon: 'bell', description: 'What needs you: assignments, replies, finished jobs.' },
    ],
  },
  {
    label: 'Catalogue',
    items: [
      { path: '/brands-list', label: 'Brands', icon: 'store', description: 'The brands your organisation sells.' },
      { path: '/products/templates', label: 'Product templates', icon: 'box', description: 'Products with their category, HSN code, GST rate and images.' },
      { path: '/products/variants', label: 'Product variants', icon: 'layers', description: 'Sizes and colours with SKU, MRP, price and barcode.' },
      { path: '/inventory', label: 'Inventory', icon: 'stack', description: 'Stock on hand, reserved and reorder levels per location.' },
    ],
  },
  {
    label: 'Marketing',
    items: [
      { path: '/promo-codes', label: 'Promo codes', icon: 'tag', description: 'Discount codes linked to brands, templates and variants.' },
      { path: '/feeds', label: 'Feeds', icon: 'rss', description: 'Posts for your customers, with status.' },
      { path: '/campaigns', label: 'Campaigns', icon: 'target', description: 'Ad campaigns with budget, spend and dates.' },
      { path: '/ads', label: 'Ads', icon: 'megaphone', description: 'Ads with placement, impressions, clicks and spend.' },
      { path: '/subscribers', label: 'Subscribers', icon: 'users', description: 'Your subscribers, their plans and cities.' },
    ],
  },
  { label: 'Support', items: [{ path: '/complaints', label: 'Complaints', icon: 'chat', description: 'Customer complaints from open to closed.' }] },
  {
    label: 'Financials',
    items: [
      { path: '/financials/wallet-transactions', label: 'Wallet', icon: 'wallet', description: 'Credits and debits with the balance after each.' },
      { path: '/financials/ledger', label: 'Ledger', icon: 'book', description: 'Ledger entries with a running balance.' },
    ],
  },
  {
    label: 'Operations',
    items: [
      { path: '/employees', label: 'Survey employees', icon: 'map', description: 'Market-survey operators and their city regions.' },
      { path: '/booking', label: 'Book a ride', icon: 'car', description: 'Pick a car type and initiate a ride.' },
      { path: '/bookings-all', label: 'Bookings', icon: 'calendar', description: 'Every booking with its status.' },
      { path: '/manage-logistics', label: 'Logistics', icon: 'truck', description: 'Shipments and tours with their stops.' },
    ],
  },
  {
    label: 'Organisation',
    items: [
      { path: '/accounts', label: 'Account', icon: 'building', description: 'Your organisation and the person signed in.' },
      { path: '/activity', label: 'Activity', icon: 'history', description: 'Who changed what, and when.' },
      { path: '/roles', label: 'Roles', icon: 'shield', description: 'What each role may open, view and change.' },
      { path: '/team', label: 'Team', icon: 'users', description: 'Who has access, their roles and devices.' },
      { path: '/jobs', label: 'Jobs', icon: 'queue', description: 'Exports and other work running in the background.' },
      { path: '/api-keys', label: 'API keys', icon: 'key', description: "Keys for your organisation's own scripts and tools." },
      { path: '/webhooks', label: 'Webhooks', icon: 'send', description: 'Changes posted to your own systems as they happen.' },
    ],
  },
]

describe('the list of areas', () => {
  it('grants each role the same paths as the hand-written role map', () => {
    // After the dashboard and account, the paths now come in the list's (the sidebar's) order; what each role opens is unchanged.
    for (const role of roles) expect([...pathsForRole(role)].sort()).toEqual([...rolePathsBefore[role]].sort())
    expect(pathsForRole('nobody')).toEqual([])
    expect(pathsForRole('finance')).toEqual(rolePathsBefore.finance)
  })

  it('builds the same sidebar, in the same order', () => {
    expect(visibleGroups(pathsForRole('owner'))).toEqual(navBefore)
    expect(visibleGroups(pathsForRole('finance')).map((group) => group.label)).toEqual(['Overview', 'Financials', 'Organisation'])
  })
})
