// Types of generate.mjs (a plain node script, so that it runs without a TypeScript step), for the test.
/* eslint-disable @typescript-eslint/no-explicit-any */
export const REST_PACKAGE: string;
export const WEBHOOKS_PACKAGE: string;
export const EVENTS: string[];
export const REST_FILE: string;
export const WEBHOOKS_FILE: string;
export const SERVER_SOURCE: string;
export function fakeOperations(source: string): string[];
export function restSubset(whole: any, wanted: string[], source: string): any;
export function webhooksSubset(whole: any, events: string[], source: string): any;
