// Emits every file of a package's public/ folder into its build, at the same relative path.
const fs = require('node:fs');
const path = require('node:path');

function listFiles(dir, base = dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const full = path.join(dir, item.name);
    return item.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
  });
}

/** A webpack plugin (a function) that adds public/ to the assets early, so later plugins see the files. */
function emitPublicFolder(publicDir) {
  return function publicFolderPlugin(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PublicFolder', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFolder', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of listFiles(publicDir)) {
            const full = path.join(publicDir, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file.split(path.sep).join('/'), new sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  };
}

module.exports = { emitPublicFolder };
