/**
 * @rewright/workspace — the plain Node core shared by the `rewright` CLI and the desktop app:
 * sign-in (RFC 8252), the stored session, the account and credits, project scan and verify.
 * No Electron and no terminal output here; heavy parts (the engine, TypeScript, Playwright) load
 * on first use.
 */
export * from './errors';
export * from './config-dir';
export * from './token-store';
export * from './file-token-store';
export * from './server-settings';
export * from './openid-provider';
export * from './system-browser';
export * from './sign-in';
export * from './session';
export * from './api-client';
export * from './account';
export * from './scan';
export * from './verify';
export * from './compare';
export * from './legacy-runner';
export { runLegacySuite, describeRunner, type CaseResult, type CaseStatus } from './run-legacy';
export type { ListedTest, TestStatus } from './playwright-run';
export type { TypeError as TypeCheckError } from './type-check';
export * from './project-files';
export * from './fs-errors';
export * from './real-paths';
export * from './create-folder';
export * from './write-output';
export * from './output-conflicts';
export * from './conversion-charges';
export * from './consume-conversion';
export * from './charging-convert';
export { checkBaseUrl, parseBaseUrl } from './live-app/base-url';
export { readLiveApp, type ReadLiveAppOptions } from './live-app/read-live-app';
export {
  resolveTodos,
  type AiRunReport,
  type AiTodoRecord,
  type LiveAppCheck,
} from './ai/resolve-todos';
export {
  AI_ENVIRONMENT,
  AiSettingsError,
  describeAiSettings,
  readAiSettings,
  readAiSettingsOrOff,
  readAppAiSettings,
  type AiFlags,
  type AiProviderKind,
  type AiSettings,
  type AiSettingsOutcome,
  type AiSettingsSource,
  type SavedAiSettings,
} from './ai/settings';
export * from './report-figures';
export * from './html-report';
export * from './write-html-report';
