// V8's explicit compile hint for a build's scripts. `//# allFunctionsCalledOnLoad` as a script's first line (Chrome 136+)
// makes V8 compile every function of that script while it streams in, off the main thread, instead of pre-parsing them
// and compiling each on the main thread at its first call. A chunk of these builds is the modules a page evaluates as
// soon as it has loaded them (rspack's module functions are all called then), so little is compiled for nothing.
// Other engines read a comment.
import rspack from '@rspack/core';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The hint first in every `.js` file of a browser build. Added after minification (which drops comments) and before the
 * real content hash and the precompressed twins (tools/lib/precompress.mjs), so a file's name and its twins cover it;
 * rspack's banner shifts the source map by the line.
 */
export function compileHintsPlugin() {
  return new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
