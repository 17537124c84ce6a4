import { createFileRoute } from '@tanstack/react-router'
import { RegionImportScreen } from '../../../features/employees/region-import-screen'

export const Route = createFileRoute('/_app/employees/import-regions')({ component: RegionImportScreen })
