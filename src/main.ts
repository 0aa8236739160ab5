// The extension's entry (package.json "main"): turns on Node's compile cache, then loads the bundle.
//
// Loading dist/extension.js is half V8 compiling it (~11 of ~21 ms on the benchmark machine). With Node's
// on-disk compile cache (Node ≥ 22.1, which recent extension hosts run), every activation after the first
// reads the compiled code instead of compiling again. The cache is Node's own: in NODE_COMPILE_CACHE or the
// system's temp folder, checked against each file's content, off with NODE_DISABLE_COMPILE_CACHE=1. Nothing
// changes when the host has turned it on already or its Node has no such cache.
const nodeModule = require('node:module') as { enableCompileCache?: () => unknown; getCompileCacheDir?: () => string | undefined };
if (!nodeModule.getCompileCacheDir?.()) nodeModule.enableCompileCache?.();

module.exports = require('./extension.js');
