import { firstLetter } from '../common';

/** A window's icon, or the first letter of its title when it has none. */
export function WindowIcon({ icon, title }: { icon: string | null; title: string }) {
  if (icon) return <img className="windowlist__icon" src={icon} alt="" />;
  return (
    <span className="windowlist__icon windowlist__icon--letter" aria-hidden="true">
      {firstLetter(title)}
    </span>
  );
}
