import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useMemo, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { searchBounds, searchTypeLabels } from '../../contract/search'
import { usePermissions } from '../../lib/permissions-store'
import { Button } from '../../ui/button'
import { useModalDialog } from '../../ui/use-modal-dialog'
import { commandsFor, matching } from './palette-commands'
import type { Command } from './palette-commands'
import { useRecordSearch } from './palette-search'
import * as m from '../../paraglide/m/palette'

type Group = { key: string; title: string; items: Command[] }

/** What the records part says instead of (or beside) its rows. */
function recordsNote(search: ReturnType<typeof useRecordSearch>, text: string): string {
  if (!text.trim()) return ''
  if (!search.long) return m.typeMore({ count: searchBounds.minLength })
  if (!search.online) return m.needsConnection()
  if (search.waiting || search.query.isPending) return m.searching()
  if (search.query.isError) return m.searchFailed()
  return search.query.data.length ? '' : m.noRecords()
}

/**
 * The command palette (docs/app.md#command-palette): a combobox over the screens and actions the person may open, found
 * offline, and the records of the search endpoint. Arrows move, Enter opens, Escape closes; the modal dialog keeps the
 * focus inside.
 */
export function Palette({ onClose }: { onClose: (leaving?: boolean) => void }) {
  const id = useId()
  const dialog = useModalDialog(true)
  const navigate = useNavigate()
  const { permissions } = usePermissions()
  const commands = useMemo(() => commandsFor(permissions), [permissions])
  const [text, setText] = useState('')
  const [active, setActive] = useState(0)
  const search = useRecordSearch(text)

  const found = matching(commands, text)
  const records: Command[] = (search.long && search.online && !search.waiting ? (search.query.data ?? []) : []).map((hit) => ({
    id: `record:${hit.type}:${hit.id}`,
    kind: 'record',
    label: hit.title,
    detail: hit.subtitle ? m.recordDetail({ type: searchTypeLabels[hit.type], detail: hit.subtitle }) : searchTypeLabels[hit.type],
    path: hit.path,
    words: '',
  }))
  const groups: Group[] = [
    { key: 'screens', title: m.screens(), items: found.filter((command) => command.kind === 'screen') },
    { key: 'actions', title: m.actions(), items: found.filter((command) => command.kind === 'action') },
    { key: 'records', title: m.records(), items: records },
  ].filter((group) => group.items.length > 0)
  const items = groups.flatMap((group) => group.items)
  const current = items.length ? Math.min(active, items.length - 1) : -1
  const optionId = (index: number) => `${id}-option-${index}`
  const note = recordsNote(search, text)

  useEffect(() => {
    if (current >= 0) document.getElementById(`${id}-option-${current}`)?.scrollIntoView({ block: 'nearest' })
  }, [current, id])

  const go = (command: Command | undefined) => {
    if (!command) return
    onClose(true)
    void navigate({ href: command.path })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 }
    const move = moves[event.key]
    if (move !== undefined && items.length) {
      event.preventDefault()
      setActive((current + move + items.length) % items.length)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      go(items[current])
    }
  }

  let index = 0
  return (
    <dialog
      ref={dialog}
      className="palette-dialog palette"
      aria-label={m.commandPalette()}
      onClose={() => onClose()}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="palette-head">
        <input
          className="palette-input"
          type="text"
          role="combobox"
          aria-label={m.searchEverything()}
          placeholder={m.searchEverything()}
          aria-expanded={items.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={searchBounds.maxLength}
          autoFocus
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={() => onClose()}>
          {m.close()}
        </Button>
      </div>
      <div className="palette-list" id={`${id}-list`} role="listbox" aria-label={m.results()}>
        {groups.map((group) => (
          <div key={group.key} role="group" aria-labelledby={`${id}-${group.key}`}>
            <div className="palette-group" id={`${id}-${group.key}`}>
              {group.title}
            </div>
            {group.items.map((command) => {
              const at = index++
              return (
                <div
                  key={command.id}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === current}
                  className="palette-option"
                  onMouseMove={() => at !== current && setActive(at)}
                  onClick={() => go(command)}
                >
                  <span className="palette-label">{command.label}</span>
                  <span className="palette-detail">{command.detail}</span>
                </div>
              )
            })}
          </div>
        ))}
      </div>
      <p className="palette-note" role="status">
        {items.length === 0 && !note ? m.noMatch() : note}
      </p>
    </dialog>
  )
}
