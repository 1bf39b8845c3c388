import { mountIcon, useTranslation, type Mountpoint } from '../../sdk';
import { FileIcon } from './FileIcon';
import { mountOf, type Place } from './places';

export interface SidebarProps {
  /** The mounts to list: those whose visibility is `global`. */
  mounts: readonly Mountpoint[];
  place: Place;
  mountLabel: (mount: Mountpoint) => string;
  onOpen: (place: Place) => void;
}

/** The places of the side bar: each mount the user sees (its root), then the Trash. */
export function Sidebar({ mounts, place, mountLabel, onOpen }: SidebarProps) {
  const { t } = useTranslation();
  const currentMount = place.kind === 'folder' ? mountOf(place.path) : null;
  const entry = (key: string, label: string, icon: string, current: boolean, target: Place) => (
    <li key={key}>
      <button type="button" className="files__place" aria-current={current ? 'true' : undefined} onClick={() => onOpen(target)}>
        <FileIcon name={icon} size={16} />
        <span className="files__place-label">{label}</span>
      </button>
    </li>
  );
  return (
    <nav className="files__sidebar" aria-label={t('files.places')}>
      <ul className="files__places">
        {mounts.map((mount) =>
          entry(mount.name, mountLabel(mount), mountIcon(mount), currentMount === mount.name, { kind: 'folder', path: mount.root }),
        )}
        {entry('trash', t('files.trash'), 'trash', place.kind === 'trash', { kind: 'trash' })}
      </ul>
    </nav>
  );
}
