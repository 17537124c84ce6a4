import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { VendorStats } from '../../contract/dashboard'
import { formatCount } from '../../lib/format'
import { firstDaySteps, readFirstDay, writeFirstDay } from '../../lib/first-day'
import * as m from '../../paraglide/m/dashboard'
import { CheckIcon } from '../../ui/icons'

/**
 * The dashboard of an organisation that has just started: the steps to a sellable catalogue, each ticked once done.
 * Only steps of areas the user may open appear (their counts are the ones the server sent). It opens while the
 * catalogue is missing and, once open, stays until every step is done (issue 18, item 8); a step whose list showed
 * rows is done at once, before the counts come back.
 */
export function GetStarted({ counts }: { counts: VendorStats['counts'] }) {
  const value = (key: string) => counts.find((count) => count.key === key)?.value
  const remembered = readFirstDay()
  const mine = firstDaySteps.filter((step) => value(step.count) !== undefined)
  const isDone = (step: (typeof mine)[number]) => value(step.count)! > 0 || Boolean(remembered?.includes(step.count))
  const done = mine.filter(isDone).map((step) => step.count)
  const next = mine.find((step) => !isDone(step))
  // A promo code is the last step, but an organisation with a catalogue and no live code is not "starting".
  const open = next !== undefined && (remembered !== null || mine.slice(0, 3).some((step) => !isDone(step)))
  const doneKey = done.join()
  useEffect(() => writeFirstDay(open ? doneKey.split(',').filter(Boolean) : null), [open, doneKey])
  if (!open) return null
  return (
    <section className="panel get-started" aria-labelledby="get-started-title">
      <header className="panel-header">
        <h2 className="panel-title" id="get-started-title">
          {m.getStarted()}
        </h2>
        <p className="muted">{m.stepsDone({ done: formatCount(done.length), total: formatCount(mine.length) })}</p>
      </header>
      <ol className="get-started-steps">
        {mine.map((step, index) => {
          const finished = isDone(step)
          const { title, text } = step
          return (
            <li key={step.count} data-done={finished || undefined}>
              <span className="get-started-mark" aria-hidden="true">
                {finished ? <CheckIcon size={16} /> : index + 1}
              </span>
              <span className="get-started-text">
                <strong>{title}</strong>
                <span className="muted">{finished ? m.done() : text}</span>
              </span>
              {!finished && (
                <Link
                  to={step.to}
                  search={'search' in step ? step.search : undefined}
                  className={step === next ? 'btn btn-primary btn-sm' : 'btn btn-secondary btn-sm'}
                >
                  {step === next ? m.start() : m.open()}
                  <span className="visually-hidden">: {title.toLowerCase()}</span>
                </Link>
              )}
            </li>
          )
        })}
      </ol>
    </section>
  )
}
