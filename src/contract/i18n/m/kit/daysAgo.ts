import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const daysAgo: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('kit', 'daysAgo', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.shown} days ago`);
	return (`${i?.shown} days ago`)
	
})
