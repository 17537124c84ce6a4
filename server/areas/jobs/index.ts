// What the rest of the server may use of the jobs area: a list's export and an import's commit as jobs, their
// workers, the prune.
export { exportStarter, startExportJobs } from './exports'
export { importStarter, startImportJobs } from './imports'
export { messageJobs } from './messages'
export { pruneJobs } from './prune'
