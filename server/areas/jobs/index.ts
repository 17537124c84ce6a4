// What the rest of the server may use of the jobs area: a list's export as a job, the export worker, the prune.
export { exportStarter, startExportJobs } from './exports'
export { pruneJobs } from './prune'
