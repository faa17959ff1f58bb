// The webpack plugins of the front-end build (shared/build/webpack.cjs).

/**
 * V8's explicit compile hint (Chrome 136+; a plain comment elsewhere): every function of a script that
 * carries it is compiled while the script streams in, off the main thread, instead of each function on
 * the main thread at its first call. Given to the scripts whose code runs as they load: the start-up
 * chunks and the chunks of our own modules (pages, registers); third-party chunks a page loads lazily,
 * of which little may run, are left to V8's lazy compilation.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const isOwnModule = (module) => !/[\\/]node_modules[\\/]/.test(module.nameForCondition?.() ?? '/node_modules/');

class CompileHintsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(CompileHintsPlugin.name, (compilation) => {
      // After minification (which drops comments), before the source maps are written.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: CompileHintsPlugin.name, stage }, () => {
        for (const chunk of compilation.chunks) {
          const runsOnLoad = chunk.canBeInitial() || compilation.chunkGraph.getChunkModules(chunk).some(isOwnModule);
          if (!runsOnLoad) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}

/**
 * Child compilers (the host's service worker's) copy the parent's compiler hooks, the federation plugin's
 * among them, so each would also build the shared modules the host provides by file (LAZY_IN_HOST), which
 * breaks the worker's build (module-federation/core#1996): only the host's own compilation provides them.
 */
class ProvideInOwnCompilationPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(ProvideInOwnCompilationPlugin.name, (compilation) => {
      compilation.hooks.childCompiler.tap(ProvideInOwnCompilationPlugin.name, (child) => {
        child.hooks.finishMake.taps = child.hooks.finishMake.taps.filter((tap) => tap.name !== 'ProvideSharedPlugin');
      });
    });
  }
}

module.exports = { CompileHintsPlugin, ProvideInOwnCompilationPlugin };
