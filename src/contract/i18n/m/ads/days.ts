import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const days: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('ads', 'days', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.shown} day`);
	return (`${i?.shown} days`)
	
})
