import { Link, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as m from '../../paraglide/m/kit'
import { markListDone, stepAfterList } from '../../lib/first-day'
import { CheckIcon } from '../icons'

/**
 * On a Get started step's list that has rows (a save lands here), while the guide is open: the step is done, and the
 * next one is a tap away (issue 18, item 8), so the first day needs no trip back to the dashboard.
 */
export function NextStep({ total }: { total: number | undefined }) {
  const path = useLocation({ select: (location) => location.pathname })
  const next = total ? stepAfterList(path) : null
  useEffect(() => {
    if (total) markListDone(path)
  }, [path, total])
  if (!next) return null
  return (
    <p className="next-step" role="status">
      <CheckIcon size={18} />
      <span>
        {m.stepDone()}{' '}
        <Link to={next.to} search={next.search} className="next-step-link">
          {m.nextStep({ title: next.title })}
        </Link>
      </span>
    </p>
  )
}
