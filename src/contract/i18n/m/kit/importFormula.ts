import { message, type Message } from '../../locale'

export const importFormula: Message<{ line: string | number; column: string | number }> = /* @__PURE__ */ message('kit', 'importFormula', (i: { line: string | number; column: string | number }) => {
	return (`Line ${i?.line}, column ${i?.column}: formulas are not allowed`)
})
