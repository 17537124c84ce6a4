import { createFileRoute } from '@tanstack/react-router'
import { NewApiKeyScreen } from '../../../features/api-keys/new-api-key-screen'

export const Route = createFileRoute('/_app/api-keys/new')({
  component: NewApiKeyScreen,
})
