/** The application the profile card's chat link opens, with `{ user: username }`, when it is installed. */
export const CHAT_APP = 'Chat';
