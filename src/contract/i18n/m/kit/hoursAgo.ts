import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const hoursAgo: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('kit', 'hoursAgo', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.shown} hour ago`);
	return (`${i?.shown} hours ago`)
	
})
