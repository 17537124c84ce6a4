import { Button } from '../button'
import * as m from '../../paraglide/m/kit'
import { PAGE_SIZES } from './list-search'
import { formatCount } from '../../lib/format'
import '../styles/select.css'

type PaginationProps = {
  page: number
  pageSize: number
  total: number
  /** The server's count stopped at `total` (docs/api.md#answers): at least that many, shown as "10,000+". */
  capped?: boolean
  onPage: (page: number) => void
  onPageSize: (size: (typeof PAGE_SIZES)[number]) => void
}

export function Pagination({ page, pageSize, total, capped, onPage, onPageSize }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize))
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1
  const to = Math.min(total, page * pageSize)
  return (
    <nav className="pagination" aria-label={m.pages()}>
      <p className="pagination-range">{m.rangeOf({ from: formatCount(from), to: formatCount(to), total: `${formatCount(total)}${capped ? '+' : ''}` })}</p>
      <label className="pagination-size">
        <span>{m.rows()}</span>
        <select className="select select-sm" value={pageSize} onChange={(event) => onPageSize(Number(event.target.value) as (typeof PAGE_SIZES)[number])}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className="pagination-buttons">
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">‹</span> {m.previous()} <span className="visually-hidden">{m.pageHidden()}</span>
        </Button>
        <span className="pagination-page" aria-current="page">
          {m.pageOf({ page, pages: `${formatCount(pages)}${capped ? '+' : ''}` })}
        </span>
        <Button variant="secondary" size="sm" disabled={page >= pages && !capped} onClick={() => onPage(page + 1)}>
          {m.next()} <span className="visually-hidden">{m.pageHidden()}</span> <span aria-hidden="true">›</span>
        </Button>
      </div>
    </nav>
  )
}
