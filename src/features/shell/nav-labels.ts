import type { AreaPath } from '../../contract/areas'
import * as m from '../../contract/i18n/m/shell'

// The sidebar's words in the page's language: the list of areas (src/contract/areas.ts) names its screens and groups
// once, in English, for the server's permissions too; the shell shows them through these.

const screens: Record<AreaPath, () => string> = {
  '/dashboard': m.navDashboard,
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
  '/team': m.navTeam,
}

const groups: Record<string, () => string> = {
  Overview: m.navOverview,
  Catalogue: m.navCatalogue,
  Marketing: m.navMarketing,
  Support: m.navSupport,
  Financials: m.navFinancials,
  Operations: m.navOperations,
  Organisation: m.navOrganisation,
}

export const screenLabel = (path: AreaPath, english: string) => screens[path]?.() ?? english
export const groupLabel = (group: string) => groups[group]?.() ?? group
