export type { TaskOutcome, TaskPage, Tasks, TaskViewer } from './taskStore';
export { createTasks, involves } from './taskStore';
export { colourOf, parseIsoDate, snoozeDateRefusal, snoozeRefusal } from './rules';
