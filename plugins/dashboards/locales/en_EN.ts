/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  loading: 'Loading…',
  preparing: 'Preparing demo data… The figures are partial until it is done.',
  back: 'Back',
  backTo: 'Back to {{title}}',
  showTable: 'Show as table',
  showChart: 'Show as chart',
  kinds: { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart', table: 'Table' },
  point: '{{category}}: {{value}}',
  drillInto: 'Drill down into {{category}}',
  drillHint: 'Arrow keys choose an element; Enter drills down.',
  noRows: 'No data for this selection.',
  chartsFailed: 'The charts could not be loaded. Open the dashboard again to retry.',
  errors: {
    unknownTarget: 'Unknown drill down target',
    noContext: 'The drill-down has no context: the widget does not say where it leads.',
    missingValue: 'The drill-down context has no value for “{{key}}”.',
    noWidget: 'No widget element was found for the drill-down.',
  },
  tryAgain: 'Try again',
  dashboards: 'Dashboards',
  noDashboards: 'This account has no dashboards yet.',
  homeFailed: 'Your home page could not be loaded: {{reason}}',
};

export default en_EN;
