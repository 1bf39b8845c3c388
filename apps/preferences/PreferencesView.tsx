import { useId, type ReactNode } from 'react';
import {
  FONT_NAMES,
  isFontName,
  isWallpaperFit,
  useSettings,
  useTranslation,
  useValue,
  WALLPAPER_FITS,
  WALLPAPERS,
  type PluginContext,
  type WallpaperFit,
} from '../../sdk';
import { DEFAULT_LANGUAGE, DESKTOP_DEFAULTS, LANGUAGES, THEMES, type LanguageId, type ThemeId } from './constants';
import {
  accountTheme,
  backgroundOf,
  fontOf,
  panelsOf,
  themeOf,
  withPanelPosition,
  type BackgroundSetting,
  type PanelPosition,
} from './desktop';
import { Section } from './Section';
import { ShortcutsSection } from './ShortcutsSection';

/** What the view needs of the plugin context: the shell's settings, the current language and the keybindings. */
export type PreferencesContext = Pick<PluginContext, 'shellSettings' | 'env' | 'keybindings'>;

/** The desktop's preferences as a form; every change is saved at once through the shell's settings. */
export function PreferencesView({ ctx }: { ctx: PreferencesContext }) {
  const { t } = useTranslation();
  return (
    <form className="preferences" aria-label={t('preferences.title')} onSubmit={(event) => event.preventDefault()}>
      <LanguageSection ctx={ctx} />
      <PanelSection ctx={ctx} />
      <WallpaperSection ctx={ctx} />
      <FontSection ctx={ctx} />
      <ThemeSection ctx={ctx} />
      <MotionSection ctx={ctx} />
      <ShortcutsSection ctx={ctx} />
    </form>
  );
}

function LanguageSection({ ctx }: { ctx: PreferencesContext }) {
  const { t } = useTranslation();
  const { language } = useSettings(ctx.shellSettings.locale);
  const current = useValue(ctx.env.locale);
  const selected = typeof language === 'string' && language in LANGUAGES ? language : current in LANGUAGES ? current : DEFAULT_LANGUAGE;
  return (
    <Section legend={t('preferences.language.heading')} locked={ctx.shellSettings.locale.locked}>
      <label className="preferences__field">
        <span>{t('preferences.language.label')}</span>
        <select value={selected} onChange={(event) => ctx.shellSettings.locale.set({ language: event.target.value })}>
          {(Object.keys(LANGUAGES) as LanguageId[]).map((id) => (
            <option key={id} value={id} lang={id.replace('_', '-')}>
              {LANGUAGES[id]}
            </option>
          ))}
        </select>
      </label>
    </Section>
  );
}

function PanelSection({ ctx }: { ctx: PreferencesContext }) {
  const { t } = useTranslation();
  const name = useId();
  const desktop = useSettings(ctx.shellSettings.desktop);
  const panels = panelsOf(desktop);
  const position = panels[0]?.position ?? DESKTOP_DEFAULTS.panelPosition;
  const choose = (next: PanelPosition) => ctx.shellSettings.desktop.set({ panels: withPanelPosition(panels, next) });
  return (
    <Section legend={t('preferences.panel.heading')} locked={ctx.shellSettings.desktop.locked}>
      <div className="preferences__choices">
        <Radio name={name} checked={position === 'top'} onChoose={() => choose('top')} label={t('preferences.panel.top')} />
        <Radio name={name} checked={position === 'bottom'} onChoose={() => choose('bottom')} label={t('preferences.panel.bottom')} />
      </div>
    </Section>
  );
}

function WallpaperSection({ ctx }: { ctx: PreferencesContext }) {
  const { t } = useTranslation();
  const name = useId();
  const background = backgroundOf(useSettings(ctx.shellSettings.desktop));
  const style = background.style ?? DESKTOP_DEFAULTS.wallpaperStyle;
  const color = background.color ?? DESKTOP_DEFAULTS.wallpaperColor;
  const fit: WallpaperFit | null = style === 'image' ? 'cover' : isWallpaperFit(style) ? style : null;
  const save = (next: BackgroundSetting) => ctx.shellSettings.desktop.set({ background: { ...background, ...next } });
  return (
    <Section legend={t('preferences.wallpaper.heading')} locked={ctx.shellSettings.desktop.locked}>
      <div className="preferences__tiles" role="radiogroup" aria-label={t('preferences.wallpaper.heading')}>
        <Tile name={name} checked={style === 'gradient'} onChoose={() => save({ style: 'gradient' })} label={t('preferences.wallpaper.gradient')}>
          <span className="preferences__swatch preferences__swatch--gradient" />
        </Tile>
        <Tile name={name} checked={style === 'color'} onChoose={() => save({ style: 'color', color })} label={t('preferences.wallpaper.color')}>
          <span className="preferences__swatch" style={{ background: color }} />
        </Tile>
        {WALLPAPERS.map((wallpaper) => (
          <Tile
            key={wallpaper.id}
            name={name}
            checked={fit !== null && background.src === wallpaper.src}
            onChoose={() => save({ style: wallpaper.fit, src: wallpaper.src, color })}
            label={t(`preferences.wallpaper.images.${wallpaper.id}`)}
          >
            {wallpaper.fit === 'tile' ? (
              <span className="preferences__swatch" style={{ background: `url("${wallpaper.src}") 0 0 / 32px` }} />
            ) : (
              <img className="preferences__swatch" src={wallpaper.src} alt="" />
            )}
          </Tile>
        ))}
      </div>
      {fit !== null && (
        <label className="preferences__field">
          <span>{t('preferences.wallpaper.fitLabel')}</span>
          <select value={fit} onChange={(event) => isWallpaperFit(event.target.value) && save({ style: event.target.value })}>
            {WALLPAPER_FITS.map((option) => (
              <option key={option} value={option}>
                {t(`preferences.wallpaper.fits.${option}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {style !== 'gradient' && (
        <label className="preferences__field">
          <span>{t('preferences.wallpaper.colorLabel')}</span>
          <input type="color" value={color} onChange={(event) => save({ color: event.target.value })} />
        </label>
      )}
    </Section>
  );
}

function FontSection({ ctx }: { ctx: PreferencesContext }) {
  const { t } = useTranslation();
  const font = fontOf(useSettings(ctx.shellSettings.desktop), ctx.env.development);
  return (
    <Section legend={t('preferences.font.heading')} locked={ctx.shellSettings.desktop.locked}>
      <label className="preferences__field">
        <span>{t('preferences.font.label')}</span>
        <select value={font} onChange={(event) => isFontName(event.target.value) && ctx.shellSettings.desktop.set({ font: event.target.value })}>
          {FONT_NAMES.map((option) => (
            <option key={option} value={option}>
              {t(`preferences.font.names.${option}`)}
            </option>
          ))}
        </select>
      </label>
    </Section>
  );
}

function ThemeSection({ ctx }: { ctx: PreferencesContext }) {
  const { t } = useTranslation();
  const name = useId();
  const forced = accountTheme(useValue(ctx.env.profile));
  const chosen = themeOf(useSettings(ctx.shellSettings.desktop));
  const theme = forced ?? chosen ?? DESKTOP_DEFAULTS.theme;
  const locked = forced !== null || ctx.shellSettings.desktop.locked;
  return (
    <Section legend={t('preferences.theme.heading')} locked={locked} note={forced !== null ? t('preferences.theme.forced') : undefined}>
      <div className="preferences__choices">
        {THEMES.map((id: ThemeId) => (
          <Radio key={id} name={name} checked={theme === id} onChoose={() => ctx.shellSettings.desktop.set({ theme: id })} label={t(`preferences.theme.${id}`)} />
        ))}
      </div>
    </Section>
  );
}

function MotionSection({ ctx }: { ctx: PreferencesContext }) {
  const { t } = useTranslation();
  const on = useSettings(ctx.shellSettings.desktop).animations === true;
  // The system's wish wins over the setting (see the shell's motion styles): say so rather than seem broken.
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <Section legend={t('preferences.motion.heading')} locked={ctx.shellSettings.desktop.locked}>
      <label className="preferences__field">
        <input type="checkbox" checked={on} onChange={(event) => ctx.shellSettings.desktop.set({ animations: event.target.checked })} />
        <span>{t('preferences.motion.animations')}</span>
      </label>
      {reduced && <p className="preferences__hint">{t('preferences.motion.reduced')}</p>}
    </Section>
  );
}

/** A radio shown as a picture with its name under it; the arrow keys move between the tiles of a group. */
function Tile({ name, checked, onChoose, label, children }: { name: string; checked: boolean; onChoose: () => void; label: string; children: ReactNode }) {
  return (
    <label className="preferences__tile">
      <input className="preferences__tile-input" type="radio" name={name} checked={checked} onChange={onChoose} />
      {children}
      <span className="preferences__tile-label">{label}</span>
    </label>
  );
}

function Radio({ name, checked, onChoose, label }: { name: string; checked: boolean; onChoose: () => void; label: string }) {
  return (
    <label className="preferences__choice">
      <input type="radio" name={name} checked={checked} onChange={onChoose} />
      <span>{label}</span>
    </label>
  );
}
