import { useTranslation, useValue, type PluginTray } from '../../sdk';
import { TrayButton } from './TrayButton';

/** The tray at the end of the panel: the registered tray items, in their order. */
export function TrayArea({ tray }: { tray: PluginTray }) {
  const { t } = useTranslation();
  const items = useValue(tray.items);
  return (
    <div className="tray" role="group" aria-label={t('tray.label')}>
      {items.map((item) => (
        <TrayButton key={item.id} item={item} />
      ))}
    </div>
  );
}
