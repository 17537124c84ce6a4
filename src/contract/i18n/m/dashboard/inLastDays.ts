import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const inLastDays: Message<{ count: string | number; shown: string | number; total: string | number }> = /* @__PURE__ */ message('dashboard', 'inLastDays', (i: { count: string | number; shown: string | number; total: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.total} in the last ${i?.shown} day`);
	return (`${i?.total} in the last ${i?.shown} days`)
	
})
