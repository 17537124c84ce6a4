import type { ImportSpec } from '../../contract/import'
import { importMessages } from '../../contract/import'
import * as m from '../../paraglide/m/kit'
import type { Mapping } from './run-import'
import '../styles/select.css'

type Props = { spec: ImportSpec; headers: string[]; mapping: Mapping; onChange: (mapping: Mapping) => void; disabled?: boolean }

/** Each field beside the file's column it is read from (matched by name, and remembered per importer for next time). */
export function ColumnMapping({ spec, headers, mapping, onChange, disabled }: Props) {
  const missing = spec.columns.filter((column) => column.required && !mapping[column.field]).map((column) => column.label)
  return (
    <>
      <div className="import-mapping">
        {spec.columns.map((column) => (
          <label key={column.field} className="field">
            <span className="field-label">
              {column.label}
              {column.required && <span className="required-mark"> *</span>}
            </span>
            <select
              className="select"
              value={mapping[column.field] ?? ''}
              disabled={disabled}
              onChange={(event) => {
                const { [column.field]: _old, ...rest } = mapping
                onChange(event.target.value ? { ...rest, [column.field]: event.target.value } : rest)
              }}
            >
              <option value="">{m.notInFile()}</option>
              {headers.map((header) => (
                <option key={header} value={header}>
                  {header}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {missing.length > 0 && <p className="field-error">{importMessages.missing(missing)}</p>}
    </>
  )
}
