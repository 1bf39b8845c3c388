import { describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { DesktopSettingsSchema } from '../../../server/contract';
import { addWorkspace, DEFAULT_WORKSPACES, readWorkspaces, removeWorkspace, renameWorkspace, stepWorkspace, WORKSPACE_MAX, WORKSPACE_NAME_MAX } from '../../../engine/workspaces';

const three = [
  { id: 'main', name: '' },
  { id: 'ws-2', name: 'Reports' },
  { id: 'ws-3', name: '' },
];

describe('workspace rules', () => {
  it('reads the valid entries once each, within the limit, and the default when none is left', () => {
    expect(readWorkspaces(undefined)).toBe(DEFAULT_WORKSPACES);
    expect(readWorkspaces([{ id: 'Bad id', name: '' }, { id: 'ws-2', name: 'x'.repeat(WORKSPACE_NAME_MAX + 1) }])).toBe(DEFAULT_WORKSPACES);
    expect(readWorkspaces([...three, { id: 'ws-2', name: 'again' }])).toEqual(three);
    const many = Array.from({ length: WORKSPACE_MAX + 3 }, (_, i) => ({ id: `ws-${i}`, name: '' }));
    expect(readWorkspaces(many)).toHaveLength(WORKSPACE_MAX);
  });

  it('adds with a fresh id up to the limit, renames trimmed and cut, and removes to the neighbour before (after, for the first)', () => {
    expect(addWorkspace(three, '  Mail ')).toEqual({ list: [...three, { id: 'ws-4', name: 'Mail' }], id: 'ws-4' });
    const full = Array.from({ length: WORKSPACE_MAX }, (_, i) => ({ id: `ws-${i + 1}`, name: '' }));
    expect(addWorkspace(full)).toBeNull();
    expect(renameWorkspace(three, 'ws-3', ` ${'y'.repeat(WORKSPACE_NAME_MAX + 5)}`)?.[2]?.name).toHaveLength(WORKSPACE_NAME_MAX);
    expect(renameWorkspace(three, 'nope', 'x')).toBeNull();
    expect(removeWorkspace(three, 'ws-2')).toEqual({ list: [three[0], three[2]], neighbour: 'main' });
    expect(removeWorkspace(three, 'main')?.neighbour).toBe('ws-2');
    expect(removeWorkspace(DEFAULT_WORKSPACES, 'main')).toBeNull();
    expect([stepWorkspace(three, 'ws-2', 1), stepWorkspace(three, 'ws-2', -1), stepWorkspace(three, 'ws-3', 1)]).toEqual(['ws-3', 'main', null]);
  });

  it('the server takes what the browser reads back, and refuses more workspaces or longer names', () => {
    const check = (workspaces: unknown) => Value.Check(DesktopSettingsSchema, { workspaces });
    expect(check(three)).toBe(true);
    expect(check(Array.from({ length: WORKSPACE_MAX + 1 }, (_, i) => ({ id: `ws-${i}`, name: '' })))).toBe(false);
    expect(check([{ id: 'main', name: 'x'.repeat(WORKSPACE_NAME_MAX + 1) }])).toBe(false);
    expect(check([{ id: 'Main Desk', name: '' }])).toBe(false);
    expect(check([])).toBe(false);
  });
});
