import { Link } from '@tanstack/react-router'
import type { VendorStats } from '../../contract/dashboard'
import { CheckIcon } from '../../ui/icons'

type Step = { count: string; title: string; text: string; to: '/brands-list/add' | '/products/templates/add' | '/products/variants/add' | '/promo-codes/add' }

// In the order a new organisation needs them: each needs the one before (a template belongs to a brand, and so on).
const steps: Step[] = [
  { count: 'brands', title: 'Add your first brand', text: 'Everything you sell belongs to a brand.', to: '/brands-list/add' },
  { count: 'product_templates', title: 'Add a product', text: 'A product template: name, category, tax and photos.', to: '/products/templates/add' },
  { count: 'product_variants', title: 'Add its sizes and colours', text: 'Each variant has its SKU, prices and opening stock.', to: '/products/variants/add' },
  { count: 'active_promo_codes', title: 'Create a promo code', text: 'A discount customers type at checkout.', to: '/promo-codes/add' },
]

/**
 * The dashboard of an organisation that has just started: the steps to a sellable catalogue, each ticked once done.
 * Only steps of areas the user may open appear (their counts are the ones the server sent); gone once the catalogue is.
 */
export function GetStarted({ counts }: { counts: VendorStats['counts'] }) {
  const value = (key: string) => counts.find((count) => count.key === key)?.value
  const mine = steps.filter((step) => value(step.count) !== undefined)
  const next = mine.find((step) => value(step.count) === 0)
  // A promo code is the last step, but an organisation with a catalogue and no live code is not "starting".
  if (!next || !mine.slice(0, 3).some((step) => value(step.count) === 0)) return null
  return (
    <section className="panel get-started" aria-labelledby="get-started-title">
      <header className="panel-header">
        <h2 className="panel-title" id="get-started-title">
          Get started
        </h2>
        <p className="muted">
          {mine.filter((step) => value(step.count)! > 0).length} of {mine.length} done
        </p>
      </header>
      <ol className="get-started-steps">
        {mine.map((step) => {
          const done = value(step.count)! > 0
          return (
            <li key={step.count} data-done={done || undefined}>
              <span className="get-started-mark" aria-hidden="true">
                {done ? <CheckIcon size={16} /> : mine.indexOf(step) + 1}
              </span>
              <span className="get-started-text">
                <strong>{step.title}</strong>
                <span className="muted">{done ? 'Done' : step.text}</span>
              </span>
              {!done && (
                <Link to={step.to} className={step === next ? 'btn btn-primary btn-sm' : 'btn btn-secondary btn-sm'}>
                  {step === next ? 'Start' : 'Open'}
                  <span className="visually-hidden">: {step.title.toLowerCase()}</span>
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
