import { definePlugin, type PageArgs } from '../../sdk';
import { NotesView } from './NotesView';
import './notes.css';

/**
 * A single notebook with one page per topic. It shows how an application answers a launch by
 * name with a page: links and other apps open a page, and a running Notes adds it.
 */
export const notes = definePlugin({
  id: 'atrium.notes',
  activate(ctx) {
    ctx.apps.register({
      name: 'Notes',
      launch(app) {
        const first = typeof app.args.page === 'string' ? pageFrom(app.args) : null;
        const window = app.openWindow({
          id: 'main',
          title: app.title,
          dimension: { width: 480, height: 360 },
          content: <NotesView initialPage={first} requests={app} />,
        });
        if (first) window.setBreadcrumb([first.pageTitle ?? first.page]);
        app.subscriptions.add(app.onDidRequestPage((page) => window.setBreadcrumb([page.pageTitle ?? page.page])));
      },
    });
  },
});

function pageFrom(args: Readonly<Record<string, unknown>>): PageArgs {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { page: String(args.page), pageTitle: text(args.pageTitle), pageIcon: text(args.pageIcon), fileId: text(args.fileId) };
}
