// Times the `import` of the module specifiers given as arguments in this fresh process
// (resolved from this file, so from the project's node_modules) and prints
// {"ms": total, "each": {spec: ms}} as one JSON line. With no argument it imports nothing: the
// baseline of this script itself.
//
//   node test/bench/import-one.mjs yaml typebox/compile

const each = {};
const start = performance.now();
for (const spec of process.argv.slice(2)) {
  const t = performance.now();
  await import(spec);
  each[spec] = performance.now() - t;
}
const ms = performance.now() - start;
process.stdout.write(`${JSON.stringify({ ms, each })}\n`);
