/** English, the default locale: every locale mirrors these keys. */
const en_EN = {
  // The built-in demo applications (apps/).
  sandbox: {
    title: 'Sandbox {{index}}',
    intro: 'Sandbox window {{index}}. Drag it by its header, resize it from any edge, and type below.',
    clickedOne: 'Clicked {{clicks}} time',
    clickedOther: 'Clicked {{clicks}} times',
    notes: 'Notes',
    ordersLink: 'Open the Orders page in Notes',
    ordersTitle: 'Orders',
    summaryLink: 'Open a summary in Notes',
  },
} as const;

export default en_EN;
