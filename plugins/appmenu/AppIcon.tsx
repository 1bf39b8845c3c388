import type { CatalogEntry } from '../../sdk';
import { firstLetter } from '../common';

/** An application's icon: its image, else its icon-font class, else the first letter of its title. */
export function AppIcon({ app }: { app: CatalogEntry }) {
  if (app.icon) return <img className="appmenu__icon" src={app.icon} alt="" />;
  if (app.fontIcon) return <span className={`appmenu__icon appmenu__icon--font ${app.fontIcon}`} aria-hidden="true" />;
  return (
    <span className="appmenu__icon appmenu__icon--letter" aria-hidden="true">
      {firstLetter(app.title)}
    </span>
  );
}
