/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  // Why a launch failed: the alert's title (engine/apps/failureDialog.ts).
  apps: {
    accessDenied: 'Access Denied',
    desktopOnly: 'Desktop Only',
    launchFailed: 'Launch failed',
    openFailed: 'Cannot open',
    noApplication: 'No application can open {{name}} ({{mime}})',
    openWith: 'Open {{name}} with',
  },
  // The launcher's category keys (docs/features/apps-and-plugins.md#launching), both configurations.
  categories: {
    development: 'Development',
    science: 'Science',
    games: 'Games',
    graphics: 'Graphics',
    network: 'Network',
    multimedia: 'Multimedia',
    system: 'System',
    business: 'Business',
    finance: 'Finance',
    news: 'News',
    medical: 'Medical',
    entertainment: 'Entertainment',
    productivity: 'Productivity',
    education: 'Education',
    photoVideo: 'Photo & Video',
    shopping: 'Shopping',
    travel: 'Travel',
    // The spec's "oi (dashboard)": the dashboards of operational intelligence.
    oi: 'Operational Intelligence',
    other: 'Other',
    salesandmarketing: 'Sales & Marketing',
    utilities: 'Utilities',
    office: 'Office',
    hrmanagement: 'HR Management',
    collaboration: 'Collaboration',
    employeeCenter: 'Employee Center',
    employeeManagement: 'Employee Management',
    customerRelations: 'Customer Relations',
    qualityCompliance: 'Quality & Compliance',
    supportBusinessOperations: 'Support & Business Operations',
    organization: 'Organization',
    qms: 'Quality Management',
    isms: 'Information Security',
    operationalIntelligence: 'Operational Intelligence',
    salesMarketing: 'Sales & Marketing',
  },
} as const;

export default en_EN;
