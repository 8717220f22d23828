/**
 * Node flags the server runs with (`npm start`, `npm run serve`, `npm run bench:memory`).
 * `--liftoff-only`: V8 compiles PGlite's 9 MB WebAssembly Postgres with its baseline compiler
 * only. Without it, V8 recompiles the hot Postgres functions with its optimising compiler in the
 * background while the migrations and the first queries run, and that compilation alone took the
 * server's resident memory from about 450 MB to 750–1000 MB (issue 13; measured with
 * `npm run bench:memory`); on this project's queries the baseline code was not slower. V8 only
 * honours it on the command line (not in NODE_OPTIONS, not when set at run time).
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only'];
