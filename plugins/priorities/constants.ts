import { RYG_FILTERS, TASK_LIMITS, TASK_LIST_TYPES } from '../../server/contract/taskLists';

/** The plugin's id, also its panel item's. */
export const PRIORITIES_ITEM_ID = 'atrium.priorities';
/** The application View All opens (the demo seed's 'Priorities'). */
export const PRIORITIES_APP = 'Priorities';

/** docs/features/tasks.md#the-priorities-panel-and-the-priorities-app: the panel's page, take 5 from 0. */
export const PANEL_TAKE = 5;
/** docs/features/tasks.md#the-priorities-panel-and-the-priorities-app: counts above this show as '99+'. */
export const BADGE_CAP = 100;
export const BADGE_OVERFLOW = '99+';

/** docs/features/tasks.md#the-priorities-panel-and-the-priorities-app: the snooze and comments modals show their content this long after they open. */
export const MODAL_LOAD_DELAY_MS = 1000;
/** docs/features/tasks.md#the-priorities-panel-and-the-priorities-app: the modals' widths, px. */
export const SNOOZE_MODAL_WIDTH = 450;
export const SNOOZE_EXTEND_MODAL_WIDTH = 550;
export const COMMENTS_MODAL_WIDTH = 650;
export const SNOOZE_MODAL_HEIGHT = 250;
export const COMMENTS_MODAL_HEIGHT = 460;

/** The dialog kinds the plugin registers. */
export const SNOOZE_DIALOG = 'atrium.priorities.snooze';
export const SNOOZE_EXTEND_DIALOG = 'atrium.priorities.snoozeExtend';
export const COMMENTS_DIALOG = 'atrium.priorities.comments';

/** The longest comment the server keeps. */
export const MAX_COMMENT_LENGTH = TASK_LIMITS.maxCommentLength;
/** The longest page the server gives, and the Priorities app's page sizes. */
export const MAX_TAKE = TASK_LIMITS.maxTake;
export const APP_PAGE_SIZES = [5, 10, 25, 50, MAX_TAKE] as const;

/** The lists, in the header's order (docs/features/tasks.md#the-priorities-panel-and-the-priorities-app); My Priorities first, the default. */
export const LIST_TYPES = TASK_LIST_TYPES;
/** The colour toggles, in the panel's order. */
export const COLOURS = RYG_FILTERS;
/** The Priorities app's page at first. */
export const APP_DEFAULT_TAKE = 10;
