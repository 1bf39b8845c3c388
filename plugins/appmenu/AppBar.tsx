import { useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation, type CatalogEntry } from '../../sdk';
import { usePopupPlacement } from '../common';
import { catalogSections } from './catalogSections';
import { CategorySection } from './CategorySection';
import { collatorFor } from './collatorFor';
import { focusNeighbour } from './focusNeighbour';

interface AppBarProps {
  id: string;
  catalog: readonly CatalogEntry[];
  locale: string;
  /** The logo button, which the bar opens away from. */
  anchor: RefObject<HTMLElement | null>;
  onLaunch: (name: string) => void;
  onClose: (returnFocus: boolean) => void;
}

/**
 * The open menu (the spec's "app-bar"): a search box, then the categories with their apps.
 * Typing filters by title and reopens every category; Enter launches the first app shown;
 * Up and Down move between the search box and the apps; Escape closes.
 */
export function AppBar({ id, catalog, locale, anchor, onLaunch, onClose }: AppBarProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const root = useRef<HTMLDivElement>(null);
  usePopupPlacement(anchor, root);

  const sections = useMemo(() => {
    const collator = collatorFor(locale);
    return catalogSections(catalog, {
      query,
      categoryLabel: (category) => t(`categories.${category}`, { defaultValue: category }),
      compare: (a, b) => collator.compare(a, b),
    });
  }, [catalog, locale, query, t]);
  const firstShown = sections.find((section) => !collapsed.has(section.label))?.apps[0];

  const toggle = (label: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(label)) next.add(label);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && root.current) {
      event.preventDefault();
      const stops = [...root.current.querySelectorAll<HTMLElement>('.appmenu__search, .appmenu__app')];
      focusNeighbour(stops, document.activeElement, event.key === 'ArrowDown' ? 1 : -1);
    }
  };

  return (
    <div id={id} ref={root} className="panel-item__popup appmenu__bar" role="dialog" aria-label={t('appmenu.label')} onKeyDown={onKeyDown}>
      <input
        type="search"
        className="appmenu__search"
        placeholder={t('appmenu.search')}
        aria-label={t('appmenu.search')}
        value={query}
        autoFocus
        onChange={(event) => {
          setQuery(event.target.value);
          setCollapsed((current) => (current.size === 0 ? current : new Set()));
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (firstShown) onLaunch(firstShown.name);
        }}
      />
      <div className="appmenu__sections">
        {sections.length === 0 ? (
          <p className="appmenu__none">{t('appmenu.noMatches', { query: query.trim() })}</p>
        ) : (
          sections.map((section) => (
            <CategorySection
              key={section.label}
              label={section.label}
              apps={section.apps}
              expanded={!collapsed.has(section.label)}
              onToggle={toggle}
              onLaunch={onLaunch}
            />
          ))
        )}
      </div>
    </div>
  );
}
