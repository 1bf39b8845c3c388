import { useCallback, useEffect, useId, useRef } from 'react';
import { useTranslation, useValue, type PluginContext } from '../../sdk';
import { useDismiss } from '../common';
import { AppBar } from './AppBar';
import { APPMENU_TOGGLE_ID } from './constants';
import defaultLogo from './logo.svg';
import type { MenuToggle } from './menuToggle';

/**
 * The panel's logo button and the menu it opens. Inactive (disabled, and its tooltip says why)
 * while the user has no applications.
 */
export function AppMenu({ ctx, menu }: { ctx: PluginContext; menu: MenuToggle }) {
  const { t } = useTranslation();
  const catalog = useValue(ctx.apps.catalog);
  const profile = useValue(ctx.env.profile);
  const locale = useValue(ctx.env.locale);
  const state = useValue(menu.state);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const barId = useId();

  const empty = catalog.length === 0;
  const open = state.open && !empty;
  const chord = ctx.keybindings.keyFor(APPMENU_TOGGLE_ID);
  const title = empty ? t('appmenu.empty') : chord ? t('appmenu.titleWithKey', { key: chord }) : t('appmenu.label');
  const logo = profile?.active_account.preferences.logo.trim() || defaultLogo;

  useEffect(() => {
    if (empty) menu.close(false);
  }, [empty, menu]);
  useEffect(() => {
    // On the change only, not on mount: a panel rebuilt after a profile update must not take focus.
    const subscription = menu.state.subscribe((next) => {
      if (!next.open && next.returnFocus) button.current?.focus();
    });
    return () => subscription.dispose();
  }, [menu]);
  useDismiss(root, open, () => menu.close(false));

  const launch = useCallback(
    (name: string) => {
      menu.close(false);
      void ctx.apps.launch(name);
    },
    [ctx.apps, menu],
  );

  return (
    <div ref={root} className="appmenu">
      <button
        ref={button}
        type="button"
        className="appmenu__button"
        aria-label={t('appmenu.label')}
        title={title}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? barId : undefined}
        disabled={empty}
        onClick={() => menu.toggle()}
      >
        <img className="appmenu__logo" src={logo} alt="" />
      </button>
      {open ? (
        <AppBar id={barId} catalog={catalog} locale={locale} anchor={button} onLaunch={launch} onClose={(refocus) => menu.close(refocus)} />
      ) : null}
    </div>
  );
}
