import type { AppArgs } from '../../sdk';

/** What a Dashboard window opens with: a dashboard by uuid (none: the account's first), a drill-down's filter and title. */
export interface DashboardArgs {
  dashboard: string | null;
  filter: Record<string, string>;
  title: string | null;
}

/** Reads the launch args (`{ dashboard, filter, title }`), leaving out what is not of the right kind. */
export function dashboardArgs(args: AppArgs): DashboardArgs {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const filter = typeof args.filter === 'object' && args.filter !== null ? Object.entries(args.filter) : [];
  return {
    dashboard: text(args.dashboard),
    filter: Object.fromEntries(filter.filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    title: text(args.title),
  };
}
