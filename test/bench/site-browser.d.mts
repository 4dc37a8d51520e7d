// The types of site-browser.mjs, for the page's test.
import type { BrowserContext } from 'playwright-core';

export declare const BROWSER_ARGS: readonly string[];
export declare function serveSite(
  dir: string,
  seen?: (path: string) => void,
): Promise<{ origin: string; close: () => Promise<void> }>;
export declare function openBrowser(executablePath: string, profile: string): Promise<BrowserContext>;
