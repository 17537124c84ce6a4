import type { AreaPath } from '../../contract/permissions'

export type NavItem = { path: AreaPath; label: string; icon: string; description: string }
export type NavGroup = { label: string; items: NavItem[] }

/** The sidebar: every protected area of SPEC.md 2, shown only where the user's permissions reach. */
const navGroups: NavGroup[] = [
  { label: 'Overview', items: [{ path: '/dashboard', label: 'Dashboard', icon: 'grid', description: 'Counts and trends across your business.' }] },
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
  { label: 'Organisation', items: [{ path: '/accounts', label: 'Account', icon: 'building', description: 'Your organisation and the person signed in.' }] },
]

export const allNavItems = navGroups.flatMap((group) => group.items)

export function visibleGroups(permissions: readonly string[]): NavGroup[] {
  return navGroups.map((group) => ({ ...group, items: group.items.filter((item) => permissions.includes(item.path)) })).filter((group) => group.items.length)
}

export function navItemFor(pathname: string): NavItem | undefined {
  return allNavItems.find((item) => pathname === item.path || pathname.startsWith(`${item.path}/`))
}
