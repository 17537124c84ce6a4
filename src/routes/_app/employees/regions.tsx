import { createFileRoute } from '@tanstack/react-router'
import { RegionsScreen } from '../../../features/employees/regions-screen'

export const Route = createFileRoute('/_app/employees/regions')({
  validateSearch: (search: Record<string, unknown>) => search,
  component: RegionsRoute,
})

function RegionsRoute() {
  return <RegionsScreen search={Route.useSearch()} />
}
