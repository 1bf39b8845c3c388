export type { Answer, ErrorAnswer, FieldErrorAnswer, Success } from './envelope';
export type { ServerMessage } from './messages';
export type {
  AuthBody,
  LoginData,
  LogoutBody,
  RefreshTokenBody,
  TokenPair,
  ValidateTokenAnswer,
  ValidateTokenBody,
} from './auth';
export type { AccountPreferences, AccountRef, CurrentUser, Profile, ProfileApp } from './user';
export type { ClientConfig } from './config';
export type { PublicFileParams } from './files';
export type { Health } from './health';
export type { ListedPackage, LocalizedText, Manifest, PackageFileParams, PackageMetadata, PackageType } from './packages';
export type { Session, SessionApp, SessionBody, WindowSession } from './session';
export type { KnownLocale } from './locales';
export type { ThemeChoice } from './themes';
export type { PackageEngines } from './engines';
export type { FileNameProblem } from './fileNames';
export type { PasswordRule } from './passwords';
export type { DefaultApplications, DesktopSettings, LocaleSettings, PanelPosition, Settings, ShellNamespace, WallpaperStyle, WidgetEntry, WorkspaceEntry } from './settings';
export type { TestUserBody, TestUserCredentials, TestUserHome, TestUserTemplate } from './testUsers';
export type {
  FileEntry,
  FileStat,
  FromToBody,
  MountAttributes,
  Mountpoint,
  PathBody,
  PathQuery,
  ReaddirOptions,
  ReadfileOptions,
  ReadfileQuery,
  SearchBody,
  SearchProgress,
  TrashEntry,
  TrashIdBody,
  UrlBody,
  VfsErrorCode,
  WriteOptions,
} from './vfs';
export type {
  Announcement,
  ClientLogLevel,
  ForgotPasswordBody,
  IdParams,
  LoggerBody,
  LoginStatus,
  ResetPasswordBody,
  SwitchAccountBody,
  UserDetail,
  UserUpdateBody,
} from './accounts';
export { ErrorAnswer as ErrorAnswerSchema, successOf } from './envelope';
export { MESSAGES } from './messages';
export {
  AuthAnswer,
  AuthBody as AuthBodySchema,
  EXTERNAL_AUTH_MESSAGES,
  ExternalAuthBody as ExternalAuthBodySchema,
  ExternalAuthParams as ExternalAuthParamsSchema,
  LogoutBody as LogoutBodySchema,
  RefreshTokenAnswer,
  RefreshTokenBody as RefreshTokenBodySchema,
  ValidateTokenAnswer as ValidateTokenAnswerSchema,
  ValidateTokenBody as ValidateTokenBodySchema,
} from './auth';
export { CurrentUserAnswer, Profile as ProfileSchema, ProfileAnswer } from './user';
export { ClientConfig as ClientConfigSchema } from './config';
export { PublicFileParams as PublicFileParamsSchema } from './files';
export { HEALTH_PROBLEMS, HealthAnswer } from './health';
export {
  Manifest as ManifestSchema,
  PackageFileParams as PackageFileParamsSchema,
  PackageMetadata as PackageMetadataSchema,
} from './packages';
export { ATRIUM_VERSION, atriumMismatch, CURRENT_ATRIUM_RANGE, isAtriumRange } from './engines';
export { FILE_NAME_MAX_BYTES, fileNameProblem } from './fileNames';
export { SESSION_LIMITS, Session as SessionSchema, SessionAnswer, SessionBody as SessionBodySchema } from './session';
export {
  DefaultApplications as DefaultApplicationsSchema,
  DesktopSettings as DesktopSettingsSchema,
  DesktopWidgets as DesktopWidgetsSchema,
  LocaleSettings as LocaleSettingsSchema,
  MIME_TYPE_PATTERN,
  SETTINGS_LIMITS,
  SETTINGS_VERSION,
  Settings as SettingsSchema,
  SettingsAnswer,
  SHELL_NAMESPACES,
  WorkspaceEntry as WorkspaceEntrySchema,
} from './settings';
export { WORKSPACE_ID_PATTERN, WORKSPACE_LIMITS } from './workspaces';
export { KNOWN_LOCALES } from './locales';
export { KEY_CHORD } from './keybindings';
export { THEME_CHOICES } from './themes';
export { PASSWORD_MIN_LENGTH, PASSWORD_RULE_MESSAGES, PASSWORD_SPECIAL_CHARACTERS, passwordProblem, passwordRuleOfMessage } from './passwords';
export { TEST_USER_TEMPLATES, TestUserAnswer, TestUserBody as TestUserBodySchema } from './testUsers';
export {
  BooleanAnswer,
  EntriesAnswer,
  EntryAnswer,
  FileEntry as FileEntrySchema,
  FromToBody as FromToBodySchema,
  MountsAnswer,
  PathBody as PathBodySchema,
  PathQuery as PathQuerySchema,
  PurgeAnswer,
  ReaddirOptions as ReaddirOptionsSchema,
  ReadfileOptions as ReadfileOptionsSchema,
  ReadfileQuery as ReadfileQuerySchema,
  SearchBody as SearchBodySchema,
  SearchProgress as SearchProgressSchema,
  TrashAnswer,
  TrashEntryAnswer,
  TrashIdBody as TrashIdBodySchema,
  UrlAnswer,
  UrlBody as UrlBodySchema,
  VFS_ERROR_STATUS,
  VFS_LIMITS,
  VFS_PATH_PATTERN,
  WRITEFILE_FIELDS,
  WriteOptions as WriteOptionsSchema,
} from './vfs';
export {
  ACCOUNT_MESSAGES,
  ACCOUNT_THEMES,
  Announcement as AnnouncementSchema,
  AnnouncementHostParams,
  AnnouncementsAnswer,
  ForgotPasswordBody as ForgotPasswordBodySchema,
  IdParams as IdParamsSchema,
  CLIENT_LOG_LEVELS,
  LoggerBody as LoggerBodySchema,
  LoginStatusAnswer,
  MessageAnswer,
  RESET_CODE_PATTERN,
  ResetPasswordBody as ResetPasswordBodySchema,
  SwitchAccountAnswer,
  SwitchAccountBody as SwitchAccountBodySchema,
  UserDetailAnswer,
  UserUpdateBody as UserUpdateBodySchema,
  VersionQuery,
} from './accounts';
export type { AppSocketDelivery, AppSocketMessage, ClientSocketMessage, ServerSocketEvent, ServerSocketMessage } from './socket';
export {
  AppSocketMessage as AppSocketMessageSchema,
  CLIENT_SOCKET_MESSAGE_NAMES,
  ClientSocketMessage as ClientSocketMessageSchema,
  PingAnswer,
  SOCKET_CLOSE,
  SOCKET_LIMITS,
  SOCKET_PATH,
} from './socket';
export type {
  CommentBody,
  RygCount,
  RygFilter,
  SnoozeBody,
  Task,
  TaskComment,
  TaskGroup,
  TaskList,
  TaskListBody,
  TaskListQuery,
  TaskListType,
  TaskParams,
  TaskPerson,
} from './tasks';
export {
  CommentBody as CommentBodySchema,
  SnoozeBody as SnoozeBodySchema,
  TASK_ID_PATTERN,
  TASK_MESSAGES,
  TaskAnswer,
  TaskCommentAnswer,
  TaskCommentsAnswer,
  TaskList as TaskListSchema,
  TaskListAnswer,
  TaskListBody as TaskListBodySchema,
  TaskListQuery as TaskListQuerySchema,
  TaskParams as TaskParamsSchema,
} from './tasks';
export { RYG_COLOURS, RYG_FILTERS, TASK_LIMITS, TASK_LIST_TYPES } from './taskLists';
export type { NotificationBody, NotificationEntry, NotificationHistory, NotificationHistoryQuery } from './notifications';
export {
  NOTIFICATION_LIMITS,
  NOTIFICATION_MESSAGES,
  NotificationBody as NotificationBodySchema,
  NotificationEntryAnswer,
  NotificationHistoryAnswer,
  NotificationHistoryQuery as NotificationHistoryQuerySchema,
} from './notifications';
export type { StreamError, StreamEventName } from './streams';
export { STREAM_RETRY_MS } from './streams';
export type { AppHit, CommentHit, SearchFilter, SearchHistoryBody, SearchQuery, SearchResults, UserHit } from './search';
export {
  SEARCH_FILTERS,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  SearchHistoryAnswer,
  SearchHistoryBody as SearchHistoryBodySchema,
  SearchQuery as SearchQuerySchema,
  SearchResults as SearchResultsSchema,
  SearchResultsAnswer,
} from './search';
export type {
  ChartType,
  Column,
  Dashboard,
  DashboardSummary,
  DrillDown,
  DrillTarget,
  FileData,
  Filter,
  HomeProfile,
  WidgetData,
  WidgetDataBody,
  WidgetSpec,
} from './dashboards';
export {
  CHART_TYPES,
  DASHBOARD_LIMITS,
  DASHBOARD_MESSAGES,
  DashboardAnswer,
  DashboardListAnswer,
  DashboardSchema,
  DRILL_TARGETS,
  DrillDownSchema,
  FileDataAnswer,
  FilterSchema,
  HomeProfileAnswer,
  WidgetAnswer,
  WidgetDataAnswer,
  WidgetDataBodySchema,
} from './dashboards';
