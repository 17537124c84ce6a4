import { useState } from 'react'
import type { ImportError } from '../../contract/import'
import { Button } from '../button'

const pageSize = 50

/** Every bad row's line, column and message, 50 to a page. */
export function ImportErrors({ errors }: { errors: ImportError[] }) {
  const [page, setPage] = useState(0)
  if (errors.length === 0) return <p className="muted">Every row is good.</p>
  const pages = Math.ceil(errors.length / pageSize)
  const shown = errors.slice(page * pageSize, (page + 1) * pageSize)
  return (
    <div className="import-errors">
      <table className="import-error-table">
        <caption className="muted">{`Rows with errors (${errors.length.toLocaleString('en-IN')} error${errors.length === 1 ? '' : 's'}); they are not imported.`}</caption>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Column</th>
            <th scope="col">Message</th>
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
            Previous
          </Button>
          <span className="muted">{`Page ${page + 1} of ${pages}`}</span>
          <Button variant="secondary" size="sm" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </div>
  )
}
