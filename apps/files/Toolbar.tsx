import type { ReactNode } from 'react';

/** A button of the toolbar: `icon` names its picture in the stylesheet (`files__tool--<icon>`). */
export interface Tool {
  icon: string;
  label: string;
  enabled: boolean;
  run: (event: { currentTarget: HTMLElement }) => void;
  /** Shows the label beside the picture (the main actions), not only as its tooltip. */
  labelled?: boolean;
  /** The button opens a menu. */
  menu?: boolean;
}

/** A toolbar of buttons in groups; `children` (the path bar) sits after the first group. */
export function Toolbar({ groups, children }: { groups: readonly (readonly Tool[])[]; children: ReactNode }) {
  const [first = [], ...rest] = groups;
  const button = (tool: Tool) => (
    <button
      key={tool.icon}
      type="button"
      className={`files__tool files__tool--${tool.icon}${tool.labelled ? ' files__tool--labelled' : ''}`}
      aria-label={tool.labelled ? undefined : tool.label}
      aria-haspopup={tool.menu ? 'menu' : undefined}
      title={tool.label}
      disabled={!tool.enabled}
      onClick={(event) => tool.run(event)}
    >
      {tool.labelled ? <span className="files__tool-label">{tool.label}</span> : null}
    </button>
  );
  return (
    <div className="files__toolbar">
      <div className="files__tools">{first.map(button)}</div>
      {children}
      {rest.map((group, index) => (
        <div key={index} className="files__tools">
          {group.map(button)}
        </div>
      ))}
    </div>
  );
}
