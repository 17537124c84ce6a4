import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const tooManySeconds: Message<{ count: string | number }> = /* @__PURE__ */ message('server', 'tooManySeconds', (i: { count: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`Too many attempts. Please try again in ${i?.count} second.`);
	return (`Too many attempts. Please try again in ${i?.count} seconds.`)
	
})
