import type { PluginApps } from '../../sdk';
import type { Task } from '../../server/contract';

/**
 * Opens the task's application with its file id and the task (a row's click), and with edit=1 for
 * the pencil (docs/features/tasks.md#the-priorities-panel-and-the-priorities-app).
 */
export function launchTask(apps: Pick<PluginApps, 'launch'>, task: Task, edit: boolean): void {
  void apps.launch(task.appName, edit ? { edit: 1, fileId: task.fileId, task } : { fileId: task.fileId, task });
}
