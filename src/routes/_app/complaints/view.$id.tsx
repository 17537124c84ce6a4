import { createFileRoute } from '@tanstack/react-router'
import { speaksHindi } from '../../../contract/i18n/locale'
import { complaintRecords } from '../../../features/complaints/api'
import { ComplaintDetailScreen } from '../../../features/complaints/complaint-detail-screen'
import { recordLoader } from '../../../ui/route-loaders'

export const Route = createFileRoute('/_app/complaints/view/$id')({
  // The customer's city and plan are texts of the subscribers catalogue.
  beforeLoad: () => (speaksHindi ? import('../../../contract/i18n/load').then((i18n) => i18n.loadHindi(['subscribers'])) : undefined),
  loader: recordLoader(complaintRecords),
  component: ComplaintDetailScreen,
})
