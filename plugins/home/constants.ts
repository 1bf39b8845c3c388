export const HOME_ITEM_ID = 'atrium.home';
