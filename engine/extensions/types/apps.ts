import type { Application, AppService, OpenFileOptions } from '../../apps';
import type { FileEntry } from '../../vfs';

/**
 * Applications: register code, launch by name, open files with their default application, and
 * the lists the menu and tray show.
 *
 * @example
 * ```ts
 * ctx.subscriptions.add(ctx.apps.register({ name: 'Orders', launch: (app) => openOrders(app) }));
 * const app = await ctx.apps.launch('Orders', { page: 'open' });
 * ```
 */
export interface PluginApps extends Pick<AppService, 'catalog' | 'running' | 'register' | 'launch' | 'kill' | 'reload' | 'killAll'> {
  /**
   * Opens a file or folder with its default application, launched with `args.path`: a folder in
   * the Files app; a file in the one application whose metadata `mimes` take its type, the one
   * the user chose to remember, or the one they pick in the default-application dialog. When no
   * application opens it, or it cannot be found, an alert says so.
   * @param target - `name:/path`, or an entry the caller has already (no `stat` then)
   * @returns the launched application, or null when none was
   * @example
   * ```ts
   * await ctx.apps.openFile('home:/Documents/Notes.txt');
   * await ctx.apps.openFile(entry, { parent: window.wid });
   * ```
   */
  openFile(target: string | FileEntry, options?: OpenFileOptions): Promise<Application | null>;
}
