import type { ReactNode } from 'react';
import type { Dimension } from '../windows';

/** A window an application asks for. */
export interface AppWindow {
  title: string;
  dimension?: Partial<Dimension>;
  /** The window's content: ordinary React DOM. */
  content: ReactNode;
}

/**
 * A built-in application as the shell knows it today: a name for the launcher and its first
 * window. The application runtime (packages, launch rules, sessions) extends this.
 */
export interface AppDefinition {
  /** Unique among applications, e.g. 'Sandbox'. */
  name: string;
  /** What the launcher shows. */
  title: string;
  icon?: string;
  /** Describes a new window; `index` counts the windows this app opened so far, from 1. */
  createWindow(index: number): AppWindow;
}
