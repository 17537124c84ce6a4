/** One bulk action of a list: the server's action name (docs/api.md#bulk) and its button's verb, also the question's. */
export type BulkAction = { action: string; label: string }

/**
 * A list's bulk actions, declared with the list (defineList): `list` names its bulk paths, /api/bulk/<list>/<action>.
 * Every list with bulk actions can also export the chosen rows.
 */
export type BulkActions = { list: string; actions: readonly BulkAction[] }

/** Activate and Deactivate: the lists whose rows are on or off. */
export const onOffActions = (list: string): BulkActions => ({
  list,
  actions: [
    { action: 'activate', label: 'Activate' },
    { action: 'deactivate', label: 'Deactivate' },
  ],
})
