/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  workspaces: {
    keys: {
      previous: 'Show the previous workspace',
      next: 'Show the next workspace',
      moveTo: 'Move the focused window to workspace {{n}}',
    },
  },
} as const;

export default en_EN;
