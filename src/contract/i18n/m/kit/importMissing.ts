import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const importMissing: Message<{ count: string | number; columns: string | number }> = /* @__PURE__ */ message('kit', 'importMissing', (i: { count: string | number; columns: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`The file has no ${i?.columns} column.`);
	return (`The file has no ${i?.columns} columns.`)
	
})
