import { useTranslation } from '../../sdk';

/** Where the title goes in the translated sentence, so that it can be shown in bold. */
const TITLE_MARK = '\u0000';

/** What a data-defined app's window says until its pages exist: its title (bold) and why. */
export function DataAppView({ title }: { title: string }) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t('viewer.definedBy', { title: TITLE_MARK }).split(TITLE_MARK);
  return (
    <div className="viewer viewer--data">
      <p>
        {before}
        <strong>{title}</strong>
        {after}
      </p>
      <p>{t('viewer.pending')}</p>
    </div>
  );
}
