/** How far the run-outcome watcher has read Temporal's closed runs, per namespace. */
export interface RunOutcomeCursorsTable {
  namespace: string;
  closedAfter: Date;
}
