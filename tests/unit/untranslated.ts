// Files that still show text written in the code rather than taken from the catalogues (messages/, src/ui/README.md#i18n).
// This list only shrinks: tests/unit/i18n-catalogues.test.ts fails on a file that is not listed and shows such text, and
// on a listed file that no longer does (take it off the list once its area is translated).
export const untranslated: string[] = [
  'src/ui/app-error.tsx',
  'src/ui/drawer.tsx',
  'src/ui/global-banner.tsx',
  'src/ui/import/column-mapping.tsx',
  'src/ui/import/import-screen.tsx',
  'src/ui/line-chart.tsx',
  'src/ui/list/bulk-bar.tsx',
  'src/ui/list/filter-chips.tsx',
  'src/ui/list/list-body.tsx',
  'src/ui/list/list-toolbar.tsx',
  'src/ui/list/next-step.tsx',
  'src/ui/list/pagination.tsx',
  'src/ui/list/range-filters.tsx',
  'src/ui/list/saved-views.tsx',
  'src/ui/list/select-boxes.tsx',
  'src/ui/list/status-column.tsx',
  'src/ui/map-sketch.tsx',
  'src/ui/offline-state.tsx',
  'src/ui/outage-note.tsx',
  'src/ui/query-state.tsx',
  'src/ui/reload-prompt.tsx',
  'src/ui/save-offline.tsx',
  'src/ui/states.tsx',
]
