/** The count of skipped fires of a flow's schedule that Tandem has told the workspace about. */
export interface ScheduleFireSkipsTable {
  flowId: string;
  skipped: number;
}
