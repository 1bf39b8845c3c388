/** The Web Lock every tab of the origin takes to refresh the tokens, so that one refresh token is spent once. */
export const REFRESH_LOCK = 'atrium:refresh-token';
