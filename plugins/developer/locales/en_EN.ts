/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  developer: {
    title: 'Developer',
    killAll: 'Kill all applications',
    kill: 'Kill',
    reload: 'Reload',
    noApps: 'No applications running',
    app: '{{title}} ({{pid}})',
    clearSettings: 'Clear stored settings',
    packageFailures: 'Packages that failed to load',
  },
} as const;

export default en_EN;
