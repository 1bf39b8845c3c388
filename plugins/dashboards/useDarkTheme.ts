import { useSyncExternalStore } from 'react';

// The shell names the theme it shows in `<html data-theme>` (docs/features/settings.md#themes-and-motion),
// also when it follows the system: that attribute is the one thing to watch.
const root = () => document.documentElement;

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(root(), { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const isDark = (): boolean => root().dataset.theme === 'dark';

/** Whether the desktop shows its dark theme now; the component renders again when that changes. */
export function useDarkTheme(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
