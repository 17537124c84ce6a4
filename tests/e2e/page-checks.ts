import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

// The checks of every-route.test.ts for one screen: sideways scroll, touch targets under 44x44, axe-core violations.
const require = createRequire(import.meta.url)
const AXE = require.resolve('axe-core/axe.min.js')
const MIN_TARGET = 44

/** How much wider than the viewport the document is (0 when it does not scroll sideways). */
export const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

/**
 * Visible interactive elements under 44x44. A checkbox or radio inside its label is measured as the label, and a link
 * stretched over its card by an absolute ::after as the card: what a finger really hits.
 */
export function smallTargets(page: Page) {
  return page.evaluate((min) => {
    const selector = 'a[href], button, input:not([type=hidden]), select, textarea, [role=switch], summary, label'
    const small: string[] = []
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.tagName === 'LABEL' && !element.querySelector('input, select, textarea')) continue
      if (element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type) && element.closest('label')) continue
      if (element.closest('[inert], [aria-hidden="true"], dialog:not([open])')) continue
      const style = getComputedStyle(element)
      // A stretched link (an absolute ::after filling a card) is as big as what it fills.
      const after = getComputedStyle(element, '::after')
      const stretched = after.content !== 'none' && after.position === 'absolute' && style.position === 'static' && element.offsetParent
      const box = (stretched ? element.offsetParent : element).getBoundingClientRect()
      // Visually hidden inputs (a file input behind its label) are not what a finger touches.
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue
      if (box.width >= min && box.height >= min) continue
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)
      const classes = element.classList.length ? `.${Array.from(element.classList).join('.')}` : ''
      small.push(`${element.tagName.toLowerCase()}${classes} ${Math.round(box.width)}x${Math.round(box.height)} ("${name}")`)
    }
    return small
  }, MIN_TARGET)
}

/**
 * axe-core's violations on the page as it is, one line per element; `only` runs those rules alone. axe is added once per
 * document: a route reached through the app's own links keeps it (parsing it again cost about 0.8 s a visit under load).
 */
export async function axeViolations(page: Page, only?: string[]) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE })
  return page.evaluate(async (rules) => {
    type Result = { id: string; impact: string; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Result[] }> } }).axe
    const { violations } = await axe.run(document, { resultTypes: ['violations'], ...(rules ? { runOnly: rules } : {}) })
    return violations.flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${(node.failureSummary ?? violation.help).replace(/\s+/g, ' ')}`,
      ),
    )
  }, only)
}
