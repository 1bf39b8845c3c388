/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  workspaceSwitcher: {
    label: 'Workspaces',
    numbered: 'Workspace {{n}}',
    add: 'Add a workspace',
    menu: '{{name}} menu',
    renameItem: 'Rename…',
    rename: 'Rename workspace',
    renameMessage: 'New name of the workspace:',
    remove: 'Remove (its windows move to the one before)',
  },
} as const;

export default en_EN;
