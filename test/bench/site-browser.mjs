// The page as a visitor opens it, for its test (test/e2e/site.test.ts) and its benchmark
// (test/bench/site.mjs): the built site/ served on 127.0.0.1, and headless Chromium started on
// it with the same flags, so that what is measured is what is tested.

import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';

/** Chromium's flags: headless, no sandbox (CI runs as root), nothing asked of the network but the page. */
export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/**
 * Serves the files of `dir` (`/` is index.html; anything else not there is a 404); `seen` is
 * called with each path asked for. Resolves to its origin and a way to stop it.
 * @param {string} dir
 * @param {(path: string) => void} [seen]
 * @returns {Promise<{ origin: string; close: () => Promise<void> }>}
 */
export async function serveSite(dir, seen) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen?.(path);
    const file = join(dir, path === '/' ? 'index.html' : path.slice(1));
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    const type = TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? 'application/octet-stream';
    res.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
    res.end(readFileSync(file));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((done) => server.close(() => done(undefined))),
  };
}

/**
 * Headless Chromium with its own profile directory.
 * @param {string} executablePath
 * @param {string} profile
 */
export function openBrowser(executablePath, profile) {
  return chromium.launchPersistentContext(profile, { executablePath, headless: true, args: BROWSER_ARGS });
}
