import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const minutesAgo: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('kit', 'minutesAgo', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.shown} minute ago`);
	return (`${i?.shown} minutes ago`)
	
})
