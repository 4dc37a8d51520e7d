#!/usr/bin/env node
// The command line's first module (the package's `bin`): it checks the node version before the
// bundle (main.js) is even read. The bundle is ESM written for node 20; on an older node it may
// fail to parse or link, with a stack trace that says nothing about the version. So this file
// uses no syntax or API an old node lacks, and loads the bundle only once the version is known.

const found = process.versions.node;
// 20.16 is the first node 20 with process.getBuiltinModule, which the bundle loads worker threads
// and zlib with, on use.
const [major, minor] = found.split('.').map(Number) as [number, number];
if (major < 20 || (major === 20 && minor < 16)) {
  process.stderr.write(`component-config-check: needs node 20.16 or newer (found v${found})\n`);
  process.exitCode = 2;
} else {
  // A name in a variable: the bundle has no types for the compiler to look for.
  const bundle = './main.js';
  import(bundle).catch((error: unknown) => {
    process.stderr.write(`component-config-check: cannot load ${bundle}: ${String(error)}\n`);
    process.exitCode = 2;
  });
}

export {};
