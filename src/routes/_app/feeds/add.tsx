import { createFileRoute } from '@tanstack/react-router'
import { FeedAddScreen } from '../../../features/feeds/feed-add-screen'

export const Route = createFileRoute('/_app/feeds/add')({ component: FeedAddScreen })
