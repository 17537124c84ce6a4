import { message, type Message } from '../../locale'

export const roleInUse: Message<{ count: string | number }> = /* @__PURE__ */ message('roles', 'roleInUse', (i: { count: string | number }) => {
	return (`This role is given to ${i?.count} people. Give them another role before deleting it.`)
})
