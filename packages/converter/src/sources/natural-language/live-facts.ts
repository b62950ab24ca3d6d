/**
 * What the running app showed, as plain data (`--base-url`): gathered in Chromium by the
 * workspace's live-app reader, handed to the engine with the conversion's options (through a worker
 * thread, so data only), and read by `liveAppResolver`. No imports: the public API names it.
 */

/** An element of a page as its accessibility tree names it. */
export interface AriaNode {
  role: string;
  /** The accessible name, or the text of a text-only node (`- text: …`, `- paragraph: …`). */
  name: string;
}

export type LivePage =
  | {
      /** Absolute URL, as the steps' path resolves against the base URL. */
      url: string;
      reached: true;
      /** The page's named elements and texts (and those of the frames the steps look into). */
      nodes: AriaNode[];
      /** Matches per candidate locator, by `countKey` (`live-app.ts`). */
      counts: Record<string, number>;
    }
  | { url: string; reached: false; reason: string };

export interface LiveAppFacts {
  /** The address the pages were opened at (`--base-url`). */
  baseUrl: string;
  pages: LivePage[];
}
