export const PROFILE_ITEM_ID = 'atrium.profile';
/** The app Edit Preferences opens. */
export const PREFERENCES_APP = 'Preferences';
