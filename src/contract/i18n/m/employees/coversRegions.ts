import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const coversRegions: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('employees', 'coversRegions', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`Covers ${i?.shown} region.`);
	return (`Covers ${i?.shown} regions.`)
	
})
