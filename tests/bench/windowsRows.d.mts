// Types for windowsRows.mjs, which stays plain JavaScript so that the benches run it in node.

export const WINDOW_LAYOUTS: Readonly<Record<string, { counts: readonly number[] }>>;
export function windowRows(layouts: string | undefined, counts: string | undefined): { layout: string; count: number }[];
