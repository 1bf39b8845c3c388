import { useCallback, useId, useRef, useState } from 'react';
import { GLOBAL_SEARCH_APP, searchLaunchArgs, type SearchRequest } from '../../apps/globalsearch';
import type { CurrentUser } from '../../server/contract';
import { useTranslation, type PluginContext } from '../../sdk';
import { PanelButton, useDismiss } from '../common';
import { recentSearches } from './recentSearches';
import { SearchPopup } from './SearchPopup';

/**
 * The magnifier and its popup. The popup asks for the recent searches each time it opens; a
 * search launches the GlobalSearch app, closes the popup and saves the term (a failure of either
 * history call is only logged: docs/features/search.md#the-global-search).
 */
export function GlobalSearchItem({ ctx }: { ctx: PluginContext }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useState<readonly string[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popupId = useId();

  const show = useCallback(() => {
    setOpen(true);
    ctx.http.request<CurrentUser>('GET', 'user/me').then(
      (me) => setRecent(recentSearches(me.search_history)),
      (error: unknown) => console.warn('Atrium: the recent searches could not be read', error),
    );
  }, [ctx.http]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  useDismiss(root, open, () => close(false));

  const search = (request: SearchRequest) => {
    close(false);
    void ctx.apps.launch(GLOBAL_SEARCH_APP, searchLaunchArgs(request));
    ctx.http
      .request('POST', 'user/updateusersearchitems', { search_history: request.term })
      .catch((error: unknown) => console.warn('Atrium: the search could not be kept among the recent ones', error));
  };

  return (
    <div ref={root} className="globalsearch-item">
      <PanelButton
        ref={button}
        label={t('globalsearch.label')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        onClick={() => (open ? close(true) : show())}
      >
        <svg viewBox="0 0 18 18" aria-hidden="true">
          <circle cx="7.5" cy="7.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M5 6.2h5M5 8.8h3.5" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" />
          <path d="M11.6 11.6l4.6 4.6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </PanelButton>
      {open ? <SearchPopup id={popupId} anchor={button} recent={recent} onSearch={search} onClose={() => close(true)} /> : null}
    </div>
  );
}
