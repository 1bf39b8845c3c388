import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import './panelButton.css';

export interface PanelButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'title' | 'aria-label'> {
  /** The button's name, shown as its tooltip too: it has no text of its own. */
  label: string;
  /** The icon: an SVG drawn in `currentColor`. */
  children: ReactNode;
  /** Shown in the accent colour (a state that holds, such as "nothing is open"). */
  highlighted?: boolean;
}

/** An icon button of the panel, as the built-in panel items draw theirs. */
export const PanelButton = forwardRef<HTMLButtonElement, PanelButtonProps>(function PanelButton({ label, children, highlighted, className, ...rest }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      {...rest}
      className={`panel-button${highlighted ? ' panel-button--highlighted' : ''}${className ? ` ${className}` : ''}`}
      title={label}
      aria-label={label}
    >
      {children}
    </button>
  );
});
