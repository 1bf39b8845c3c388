/** The panel's line icons, drawn in the text's colour. */
const PATHS = {
  clipboard: 'M9 4h6v2H9zM7 5H5v16h14V5h-2M8 11h8M8 15h6',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  snooze: 'M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 9v4l3 2M4 4l3-2M20 4l-3-2',
  unsnooze: 'M12 21a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM9 13h6M4 4l3-2M20 4l-3-2',
  comments: 'M4 5h16v11H9l-5 4z',
  chevron: 'M7 10l5 5 5-5',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg className="priorities__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
