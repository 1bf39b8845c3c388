import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { isMenuKey, Menu, useTranslation, useValue, type MenuItem, type PluginDialogs, type PluginWorkspaces, type PromptOptions, type Workspace } from '../../sdk';
import { isRightToLeft, toolbarTarget } from '../common';
import { WORKSPACE_NAME_MAX } from './constants';

type Prompt = (options: PromptOptions) => ReturnType<PluginDialogs['show']>;

interface WorkspaceSwitcherProps {
  workspaces: PluginWorkspaces;
  /** Asks for a name (the prompt dialog). */
  prompt: Prompt;
}

/** Moves the keyboard focus along the toolbar's buttons (the `+` among them) by Arrow keys, Home and End. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(':scope > button:enabled')];
  const current = buttons.findIndex((button) => button === document.activeElement);
  // Keys in the workspace's menu (a portal, yet a child here for React's events) are the menu's.
  if (current < 0) return;
  const target = toolbarTarget(event, current, buttons.length, isRightToLeft(event.currentTarget));
  if (target === null) return;
  event.preventDefault();
  buttons[target]?.focus();
}

/**
 * A toolbar with a button per workspace, the current one pressed, and one to add a workspace. Tab
 * reaches the current workspace's button; Arrow keys, Home and End move among the buttons, Enter
 * or Space presses one. A workspace's menu (right click, Shift+F10 or the menu key) renames or
 * removes it; removing moves its windows to the workspace before it.
 */
export function WorkspaceSwitcher({ workspaces, prompt }: WorkspaceSwitcherProps) {
  const { t } = useTranslation();
  const list = useValue(workspaces.list);
  const current = useValue(workspaces.current);
  const [menu, setMenu] = useState<{ workspace: Workspace; index: number; at: { left: number; top: number } } | null>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const label = (workspace: Workspace, index: number) => workspace.name || t('workspaceSwitcher.numbered', { n: index + 1 });

  const rename = async (workspace: Workspace, index: number) => {
    const { reason, value } = await prompt({
      title: t('workspaceSwitcher.rename'),
      message: t('workspaceSwitcher.renameMessage'),
      value: label(workspace, index),
      maxLength: WORKSPACE_NAME_MAX,
      required: true,
    });
    if (reason === 'ok' && typeof value === 'string') workspaces.rename(workspace.id, value);
  };
  const menuItems = (workspace: Workspace, index: number): MenuItem[] => [
    { label: t('workspaceSwitcher.renameItem'), enabled: workspaces.editable, run: () => void rename(workspace, index) },
    { label: t('workspaceSwitcher.remove'), enabled: workspaces.editable && list.length > 1, run: () => workspaces.remove(workspace.id) },
  ];

  const openMenu = (workspace: Workspace, index: number, at: { left: number; top: number }) => setMenu({ workspace, index, at });
  // The workspace's menu, not the panel's.
  const onContextMenu = (workspace: Workspace, index: number) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    event.stopPropagation();
    openMenu(workspace, index, { left: event.clientX, top: event.clientY });
  };
  const onKeyDown = (workspace: Workspace, index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!isMenuKey(event)) return;
    event.preventDefault();
    event.stopPropagation();
    const rect = event.currentTarget.getBoundingClientRect();
    openMenu(workspace, index, { left: rect.left, top: rect.bottom });
  };

  return (
    <div ref={toolbar} className="workspaces" role="toolbar" aria-label={t('workspaceSwitcher.label')} onKeyDown={moveFocus}>
      {list.map((workspace, index) => (
        <button
          key={workspace.id}
          type="button"
          className="workspaces__button"
          aria-pressed={workspace.id === current}
          aria-haspopup="menu"
          tabIndex={workspace.id === current ? 0 : -1}
          data-workspace={workspace.id}
          title={label(workspace, index)}
          onClick={() => workspaces.show(workspace.id)}
          onContextMenu={onContextMenu(workspace, index)}
          onKeyDown={onKeyDown(workspace, index)}
        >
          {label(workspace, index)}
        </button>
      ))}
      {workspaces.editable ? (
        <button
          type="button"
          className="workspaces__button workspaces__add"
          aria-label={t('workspaceSwitcher.add')}
          title={t('workspaceSwitcher.add')}
          tabIndex={-1}
          disabled={list.length >= workspaces.limit}
          onClick={() => {
            const added = workspaces.add();
            if (added) workspaces.show(added);
          }}
        >
          +
        </button>
      ) : null}
      {menu ? (
        <Menu
          label={t('workspaceSwitcher.menu', { name: label(menu.workspace, menu.index) })}
          at={menu.at}
          items={menuItems(menu.workspace, menu.index)}
          onClose={(reason) => {
            setMenu(null);
            // Closed from the keyboard: the keys go on from the workspace's button.
            if (reason === 'done') toolbar.current?.querySelector<HTMLElement>(`[data-workspace="${menu.workspace.id}"]`)?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
