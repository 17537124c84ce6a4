import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { viewPaths, viewSavedResponse, viewsResponse, type SavedView, type ViewCreateBody } from '../../contract/views'
import * as m from '../../paraglide/m/kit'
import { errorText } from '../../lib/api-error'
import { useOnline } from '../../lib/connectivity'
import { apiRequest } from '../../lib/http'
import { notices } from '../../lib/messages'
import { notifyError, notifySuccess } from '../../lib/toasts'
import { Button } from '../button'
import { compactSearch, type SearchValues } from './list-search'
import type { ListState } from './use-list-search'
import './saved-views.css'

/** The views of one list (its app path): kept with the lists in the saved query cache, so they open offline too. */
const viewsQuery = (list: string) =>
  queryOptions({
    queryKey: ['views', list],
    queryFn: ({ signal }) => apiRequest(viewPaths.list, { query: { list }, schema: viewsResponse, signal }).then((body) => body.data),
    meta: { errorToast: false },
    staleTime: 60_000,
    // A copy restored from the device may predate a view saved just before a reload (the cache is written a moment
    // after each change): which view the list opens with is asked again each time it opens.
    refetchOnMount: 'always',
  })

/** What a view keeps: the URL's search, filters, sort and page size, not the page. */
const viewOf = (search: SearchValues) => compactSearch({ ...search, page: undefined }) as Record<string, string | number | boolean>
const sameView = (a: Record<string, unknown>, b: Record<string, unknown>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((key) => String(a[key] ?? '') === String(b[key] ?? ''))
}

type SavedViewsProps = { list: string; state: ListState<SearchValues, unknown>; rawEmpty: boolean }

/**
 * Saved views beside a list's search (docs/app.md#lists): choose one to apply its filters and sort, save the current
 * view under a name (for yourself or the organisation, and as the one this list opens with), delete your own. The
 * person's default view applies when the list opens with nothing in its URL.
 */
export function SavedViews({ list, state, rawEmpty }: SavedViewsProps) {
  const online = useOnline()
  const queryClient = useQueryClient()
  const views = useQuery(viewsQuery(list))
  const panelId = useId()
  const [open, setOpen] = useState(false)
  const current = viewOf(state.search)
  const active = views.data?.find((view) => sameView(view.query, current))
  // The default applies once, when the list opens with an empty URL (not when the filters are cleared later).
  const opened = useRef(rawEmpty)
  const fallback = views.data?.find((view) => view.is_default)
  const { setView } = state
  const settled = views.data !== undefined && views.fetchStatus !== 'fetching'
  useEffect(() => {
    // Offline, the kept copy decides (its fetch is paused, not running).
    if (!opened.current || !settled) return
    opened.current = false
    if (fallback) setView(fallback.query, true)
  }, [settled, fallback, setView])
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['views', list] })
  const save = useMutation({
    mutationFn: (body: ViewCreateBody) => apiRequest(viewPaths.list, { method: 'POST', body, schema: viewSavedResponse }),
    onSuccess: (answer) => {
      notifySuccess(m.viewSaved({ name: answer.data.name }))
      setOpen(false)
      return refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (view: SavedView) => apiRequest(viewPaths.one(view.id), { method: 'DELETE' }),
    onSuccess: () => refresh(),
    onError: (error) => notifyError(errorText(error, m.viewDeleteFailed())),
  })
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    save.mutate({
      list: list as ViewCreateBody['list'],
      name: String(form.get('name') ?? ''),
      query: current,
      shared: form.get('shared') === 'on',
      is_default: form.get('is_default') === 'on',
    })
  }
  const count = views.data?.length ?? 0
  return (
    <div className="saved-views">
      <button type="button" className="btn btn-secondary saved-views-toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
          <path d="M6 3h12v18l-6-4-6 4z" />
        </svg>
        <span className="saved-views-label">{active ? active.name : m.views()}</span>
        {!active && count > 0 && <span className="filters-count">{count}</span>}
      </button>
      <div id={panelId} className="saved-views-panel" hidden={!open} role="region" aria-label={m.savedViews()}>
        {views.isError && !views.data && <p className="muted">{errorText(views.error, m.viewsLoadFailed())}</p>}
        {views.data && views.data.length === 0 && <p className="muted">{m.noSavedViews()}</p>}
        {count > 0 && (
          <ul className="saved-views-list">
            {views.data?.map((view) => (
              <li key={view.id}>
                <button
                  type="button"
                  className="saved-view-open"
                  aria-current={view === active || undefined}
                  onClick={() => {
                    setView(view.query)
                    setOpen(false)
                  }}
                >
                  <span>{view.name}</span>
                  <span className="muted">
                    {[view.is_default && m.viewDefault(), view.shared && (view.mine ? m.viewShared() : m.viewSharedBy({ name: view.owner_name }))]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </button>
                {view.mine && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={m.deleteView({ name: view.name })}
                    disabled={!online}
                    title={online ? undefined : notices.offlineReason}
                    loading={remove.isPending && remove.variables === view}
                    onClick={() => remove.mutate(view)}
                  >
                    {m.deleteLabel()}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        <form className="saved-views-form" onSubmit={submit}>
          <label className="field">
            <span className="field-label">{m.saveViewAs()}</span>
            <input className="input" name="name" required maxLength={60} autoComplete="off" />
          </label>
          <label className="saved-views-check">
            <input type="checkbox" name="shared" /> {m.shareWithOrganisation()}
          </label>
          <label className="saved-views-check">
            <input type="checkbox" name="is_default" /> {m.openListWithView()}
          </label>
          {save.isError && (
            <p className="field-error" role="alert">
              {errorText(save.error, m.viewSaveFailed())}
            </p>
          )}
          <Button type="submit" size="sm" loading={save.isPending} disabled={!online} title={online ? undefined : notices.offlineReason}>
            {m.saveView()}
          </Button>
        </form>
      </div>
    </div>
  )
}
