/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  // The panel's global search and the GlobalSearch app (plugins/globalsearch, apps/globalsearch).
  globalsearch: {
    label: 'Global search',
    question: 'What are you searching for?',
    filter: 'Search in',
    filters: {
      apps: 'Apps',
      user: 'Users',
      attachment: 'Attachments',
      comment: 'Comments',
    },
    search: 'Search',
    empty: 'Please enter something to search!',
    special: 'The use of special characters is not allowed!',
    recent: 'Recent',
    noRecent: 'No recent searches',
    searching: 'Searching…',
    noResults: 'No results',
    range: 'Results {{from}}–{{to}}',
    failed: 'The search failed: {{message}}',
    results: 'Results',
    pages: 'Pages of results',
    previous: 'Previous',
    next: 'Next',
    unnamedTask: 'NA',
    onTask: '{{by}}{{time}} · on “{{task}}” in {{app}}',
  },
} as const;

export default en_EN;
