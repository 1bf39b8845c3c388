/**
 * People in the user's accounts.
 *
 * @example
 * ```ts
 * // in a row's click handler
 * ctx.people.showCard(task.assignee.id, { left: event.clientX, top: event.clientY });
 * ```
 */
export interface PluginPeople {
  /**
   * Opens the profile card popup of a user at a page point: their picture, name, designation,
   * chat and mail links, email, manager and country (docs/features/apps-and-plugins.md#the-profile-card). One
   * card is shown at a time; it closes by its close button, a click beside it or Escape.
   *
   * @param userId - the user's id, as the server gives it (`GET /api/user/:id/detail`)
   * @param at - where it opens: a click's clientX and clientY, or from the keyboard a corner of the focused element
   */
  showCard(userId: string, at: { left: number; top: number }): void;
}
