import { message, type Message } from '../../locale'

export const complaintTitle: Message<{ ticket: string | number }> = /* @__PURE__ */ message('complaints', 'complaintTitle', (i: { ticket: string | number }) => {
	return (`Complaint ${i?.ticket}`)
})
