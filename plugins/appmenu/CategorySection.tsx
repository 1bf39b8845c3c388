import { useId } from 'react';
import type { CatalogEntry } from '../../sdk';
import { AppIcon } from './AppIcon';

interface CategorySectionProps {
  label: string;
  apps: readonly CatalogEntry[];
  expanded: boolean;
  onToggle: (label: string) => void;
  onLaunch: (name: string) => void;
}

/** A category's heading, which collapses and expands it, and the buttons that launch its apps. */
export function CategorySection({ label, apps, expanded, onToggle, onLaunch }: CategorySectionProps) {
  const listId = useId();
  return (
    <section className="appmenu__category">
      <h2 className="appmenu__heading">
        <button
          type="button"
          className="appmenu__toggle"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          onClick={() => onToggle(label)}
        >
          <span className="appmenu__chevron" aria-hidden="true" />
          {label}
        </button>
      </h2>
      {expanded ? (
        <ul id={listId} className="appmenu__apps" aria-label={label}>
          {apps.map((app) => (
            <li key={app.name}>
              <button type="button" className="panel-item__row appmenu__app" data-app={app.name} onClick={() => onLaunch(app.name)}>
                <AppIcon app={app} />
                <span className="appmenu__title">{app.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
