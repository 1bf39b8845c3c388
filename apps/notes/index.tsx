import { definePlugin, toDisposable, type AppArgs, type PageArgs } from '../../sdk';
import { createNotebook, FIRST_PAGE } from './notebook';
import { createNotesFiles } from './notesFiles';
import { NotesView } from './NotesView';
import './notes.css';
import { NOTES_STRINGS } from './strings';

/**
 * A notebook with one page per topic or file. It shows how an application answers a launch by
 * name with a page (links and other apps open a page, and a running Notes adds it) and how it
 * works with files: Open, Save and Save As through the file dialogs, a launch with `args.path`
 * (its default application for text) opens that file, and closing with unsaved changes asks first.
 */
export const notes = definePlugin({
  id: 'atrium.notes',
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(NOTES_STRINGS));
    ctx.apps.register({
      name: 'Notes',
      launch(app) {
        const notebook = createNotebook();
        // Read when a file command runs: by then the window is open.
        const files = createNotesFiles({ ctx, notebook, window: () => window });
        const window = app.openWindow({
          id: 'main',
          title: app.title,
          dimension: { width: 520, height: 380 },
          onWillClose: () => files.mayClose(),
          content: <NotesView notebook={notebook} files={files} />,
        });
        // The breadcrumb names the page shown: its file, else its title; none for the first page without one.
        const showBreadcrumb = () => {
          const { pages, current } = notebook.getState();
          const page = pages.find((candidate) => candidate.id === current);
          if (page?.path) window.setBreadcrumb([page.path]);
          else window.setBreadcrumb(!page || page.id === FIRST_PAGE.id ? [] : [page.title ?? page.id]);
        };
        app.subscriptions.add(toDisposable(notebook.subscribe(showBreadcrumb)));
        const request = (page: PageArgs) => (page.path === undefined ? notebook.getState().showPage(page) : void files.load(page.path));
        const first = typeof app.args.path === 'string' ? app.args.path : null;
        if (first !== null) void files.load(first);
        else if (typeof app.args.page === 'string') request(pageFrom(app.args));
        app.subscriptions.add(app.onDidRequestPage(request));
      },
    });
  },
});

function pageFrom(args: AppArgs): PageArgs {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { page: String(args.page), pageTitle: text(args.pageTitle), pageIcon: text(args.pageIcon), fileId: text(args.fileId) };
}
