import { useLayoutEffect, useState } from 'react';
import { useWindows } from '../scene';

/**
 * Hides every window not on the current workspace with one style rule: switching workspaces
 * renders this and no window frame (docs/features/windows.md#workspaces). Hidden windows keep
 * their React state; like covered ones they are not displayed, so they cost the browser nothing.
 * The rule is in a constructed stylesheet, which the page's Content Security Policy allows where
 * an inline `<style>` is refused.
 */
export function WorkspaceFilter() {
  const workspace = useWindows((state) => state.workspace);
  const [sheet] = useState(() => new CSSStyleSheet());
  useLayoutEffect(() => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [sheet]);
  useLayoutEffect(() => {
    sheet.replaceSync(`.window-layer .window:not([data-workspace="${CSS.escape(workspace)}"]) { display: none; }`);
  }, [sheet, workspace]);
  return null;
}
