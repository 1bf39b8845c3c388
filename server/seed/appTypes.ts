// The profile's app `type`: an application with code of its own,
export const APPLICATION_TYPE = 1;
// or one defined by data, which has none: "A base app of type 2 is opened through a viewer app"
// (docs/features/apps-and-plugins.md#launching).
export const VIEWED_APP_TYPE = 2;
