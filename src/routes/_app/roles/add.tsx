import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { RoleAddScreen } from '../../../features/roles/role-screens'

const addSearch = v.object({ from: v.optional(v.pipe(v.string(), v.uuid())) })

export const Route = createFileRoute('/_app/roles/add')({ validateSearch: (search) => v.parse(v.fallback(addSearch, {}), search), component: RoleAddScreen })
