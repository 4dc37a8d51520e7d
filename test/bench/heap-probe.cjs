// Preloaded into the language server by the benchmark (lsp.mjs), with --expose-gc: on SIGUSR2 it
// collects garbage fully and appends the live heap and resident memory (bytes) to the file named
// by LSP_HEAP_REPORT, so that memory growth is told apart from the heap V8 keeps for later.
const fs = require('node:fs');

process.on('SIGUSR2', () => {
  global.gc();
  const m = process.memoryUsage();
  fs.appendFileSync(process.env.LSP_HEAP_REPORT, `${m.heapUsed} ${m.rss}\n`);
});
