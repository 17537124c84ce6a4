import { message, type Message } from '../../locale'

export const badIdempotencyKey: Message<{ max: string | number }> = /* @__PURE__ */ message('server', 'badIdempotencyKey', (i: { max: string | number }) => {
	return (`Idempotency-Key must be 1 to ${i?.max} characters.`)
})
