import { useState } from 'react'
import type { ImportError } from '../../contract/import'
import * as m from '../../paraglide/m/kit'
import { formatCount } from '../../lib/format'
import { Button } from '../button'

const pageSize = 50

/** Every bad row's line, column and message, 50 to a page. */
export function ImportErrors({ errors }: { errors: ImportError[] }) {
  const [page, setPage] = useState(0)
  if (errors.length === 0) return <p className="muted">{m.everyRowGood()}</p>
  const pages = Math.ceil(errors.length / pageSize)
  const shown = errors.slice(page * pageSize, (page + 1) * pageSize)
  return (
    <div className="import-errors">
      <table className="import-error-table">
        <caption className="muted">{m.rowsWithErrors({ count: errors.length, shown: formatCount(errors.length) })}</caption>
        <thead>
          <tr>
            <th scope="col">{m.columnLine()}</th>
            <th scope="col">{m.columnColumn()}</th>
            <th scope="col">{m.columnMessage()}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((error, index) => (
            <tr key={`${error.line}-${error.column}-${index}`}>
              <td>{error.line}</td>
              <td>{error.column}</td>
              <td>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {pages > 1 && (
        <div className="import-actions">
          <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {m.previous()}
          </Button>
          <span className="muted">{m.pageOf({ page: page + 1, pages })}</span>
          <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {m.next()}
          </Button>
        </div>
      )}
    </div>
  )
}
