import { message, type Message } from '../../locale'
import * as registry from '../../registry'

export const rowsWithErrors: Message<{ count: string | number; shown: string | number }> = /* @__PURE__ */ message('kit', 'rowsWithErrors', (i: { count: string | number; shown: string | number }) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return (`Rows with errors (${i?.shown} error); they are not imported.`);
	return (`Rows with errors (${i?.shown} errors); they are not imported.`)
	
})
