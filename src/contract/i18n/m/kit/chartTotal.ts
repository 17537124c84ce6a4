import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const chartTotal: Message<{ count: string | number; shown: string | number; total: string | number }> = /* @__PURE__ */ message('kit', 'chartTotal', (i: { count: string | number; shown: string | number; total: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`${i?.total} in the last ${i?.shown} days`);
	return (`${i?.total} in the last ${i?.shown} days`)
	
})
