import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const columnsHidden: Message<{ count: string | number }> = /* @__PURE__ */ message('kit', 'columnsHidden', (i: { count: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`Columns (${i?.count} hidden)`);
	return (`Columns (${i?.count} hidden)`)
	
})
