import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const tooManyMinutes: Message<{ count: string | number }> = /* @__PURE__ */ message('server', 'tooManyMinutes', (i: { count: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`Too many attempts. Please try again in ${i?.count} minute.`);
	return (`Too many attempts. Please try again in ${i?.count} minutes.`)
	
})
