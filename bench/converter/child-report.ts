/** What a converter child process reports about its own run (the parent measures wall time). */
export interface ChildReport {
  /** Input files the tool reported it could not convert. */
  filesFailed: number;
  /** `// TODO` markers the tool left, when it writes any. */
  todos: number | null;
  /** Diagnostics (or log warnings) the tool reported. */
  diagnostics: number;
  /** `process.resourceUsage().maxRSS` at the end of the child. */
  maxRssKiB: number;
}
