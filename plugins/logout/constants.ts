export const LOGOUT_ITEM_ID = 'atrium.logout';
