import { definePlugin, useTranslation, useValue, type PluginWindows } from '../../sdk';
import { PanelButton } from '../common';
import { TILE_ITEM_ID, TILE_MIN_WINDOWS } from './constants';
import { hasShown } from './hasShown';
import { TILE_STRINGS } from './strings';

/**
 * The Tile all button (docs/features/windows.md#snap-and-tile): arranges the windows the desktop
 * shows in a grid. Shown while there are at least two to arrange.
 */
export const tile = definePlugin({
  id: TILE_ITEM_ID,
  activate(ctx) {
    ctx.subscriptions.add(ctx.i18n.registerStrings(TILE_STRINGS));
    ctx.panel.register({ id: TILE_ITEM_ID, slot: 'end', order: 15, render: () => <TileButton windows={ctx.windows} /> });
  },
});

function TileButton({ windows }: { windows: PluginWindows }) {
  const { t } = useTranslation();
  const list = useValue(windows.list);
  if (!hasShown(list, TILE_MIN_WINDOWS)) return null;
  return (
    <PanelButton label={t('tile.label')} onClick={() => windows.tileAll()}>
      <svg viewBox="0 0 20 20" aria-hidden="true">
        <path d="M3 3h6v6H3zM11 3h6v6h-6zM3 11h14v6H3z" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
      </svg>
    </PanelButton>
  );
}
