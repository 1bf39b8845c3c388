import { VfsError, type VfsService } from '../vfs';
import { quarterOfReport, REPORTS_FOLDER } from './constants';
import type { DashboardViewer } from './dashboardStore';

/**
 * The quarterly reports in the viewer's account's shared drive, as the viewer sees it: quarter →
 * the file's id. An account without the folder (or a user without the drive) has none.
 */
export function reportsInVfs(vfs: Pick<VfsService, 'readdir'>): (viewer: DashboardViewer) => Promise<ReadonlyMap<string, string>> {
  return async (viewer) => {
    try {
      const entries = await vfs.readdir(viewer, REPORTS_FOLDER, false);
      return new Map(
        entries.flatMap((entry) => {
          const quarter = entry.isFile ? quarterOfReport(entry.filename) : undefined;
          return quarter === undefined ? [] : [[quarter, entry.id] as const];
        }),
      );
    } catch (error) {
      if (error instanceof VfsError) return new Map();
      throw error;
    }
  };
}
