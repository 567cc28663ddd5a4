// A real (small) production rspack build for the tools' tests: `src/index.js` of `dir` into `dir/dist` as the apps'
// builds name and map their files (hashed names, hidden source maps), with the plugins given.
import fs from 'node:fs';
import path from 'node:path';
import rspack from '@rspack/core';

/** The output files by name, sorted. */
export function smallBuild(dir, plugins) {
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    devtool: 'hidden-source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js', clean: true },
    plugins,
  });
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      const dist = path.join(dir, 'dist');
      resolve(Object.fromEntries(fs.readdirSync(dist).sort().map((name) => [name, fs.readFileSync(path.join(dist, name))])));
    });
  });
}
