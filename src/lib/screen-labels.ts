import type { AreaGroup, AreaPath } from '../contract/areas'
import * as m from '../paraglide/m/shell'

// The names of the screens and groups of the list of areas (src/contract/areas.ts), from the shell's catalogue, in the
// page's language: the one place the sidebar and the command palette take them from. (Kept out of the list of areas,
// which /login loads for its paths: these texts travel with the shell.)

const screens: Record<AreaPath, () => string> = {
  '/dashboard': m.navDashboard,
  '/inbox': m.navInbox,
  '/brands-list': m.navBrands,
  '/products/templates': m.navTemplates,
  '/products/variants': m.navVariants,
  '/inventory': m.navInventory,
  '/promo-codes': m.navPromoCodes,
  '/feeds': m.navFeeds,
  '/campaigns': m.navCampaigns,
  '/ads': m.navAds,
  '/subscribers': m.navSubscribers,
  '/complaints': m.navComplaints,
  '/financials/wallet-transactions': m.navWallet,
  '/financials/ledger': m.navLedger,
  '/employees': m.navEmployees,
  '/booking': m.navBookRide,
  '/bookings-all': m.navBookings,
  '/manage-logistics': m.navLogistics,
  '/accounts': m.navAccount,
  '/activity': m.navActivity,
  '/roles': m.navRoles,
  '/team': m.navTeam,
  '/jobs': m.navJobs,
  '/api-keys': m.navApiKeys,
  '/webhooks': m.navWebhooks,
}

const groups: Record<AreaGroup, () => string> = {
  Overview: m.navOverview,
  Catalogue: m.navCatalogue,
  Marketing: m.navMarketing,
  Support: m.navSupport,
  Financials: m.navFinancials,
  Operations: m.navOperations,
  Organisation: m.navOrganisation,
}

export const screenLabel = (path: AreaPath) => screens[path]()
export const groupLabel = (group: AreaGroup) => groups[group]()
