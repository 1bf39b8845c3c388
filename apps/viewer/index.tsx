import { definePlugin, useTranslation } from '../../sdk';

/** Where the title goes in the translated sentence, so that it can be shown in bold. */
const TITLE_MARK = '\u0000';

/** What a data-defined app's window says until its pages exist: its title (bold) and why. */
function ViewerContent({ title }: { title: string }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('viewer.definedBy', { title: TITLE_MARK }).split(TITLE_MARK);
  return (
    <div style={{ padding: 16, font: '14px/1.5 Roboto, sans-serif' }}>
      <p>
        {before}
        <strong>{title}</strong>
        {after}
      </p>
      <p>{t('viewer.pending')}</p>
    </div>
  );
}

/**
 * Opens data-defined applications (the profile's app type 2, spec shell section 4): the launch
 * names the app in its args. Their forms and pages arrive with the app studio; until then the
 * window says which app it stands for.
 */
export const viewer = definePlugin({
  id: 'atrium.viewer',
  activate(ctx) {
    ctx.apps.register({
      name: 'Viewer',
      launch(app) {
        const title = typeof app.args.title === 'string' && app.args.title.trim() !== '' ? app.args.title : String(app.args.app);
        app.openWindow({
          id: `viewer-${String(app.args.app)}`,
          title,
          dimension: { width: 420, height: 240 },
          content: <ViewerContent title={title} />,
        });
      },
    });
  },
});
