// V8's compiled code for a CommonJS file, kept on disk beside the engine's bundle (Node 20 has no
// `module.enableCompileCache`). Every engine thread starts by compiling TypeScript's 9 MB file and
// the engine's bundle: V8 parses each function again on its first call, about 0.3–0.5 s of every
// conversion before any file is read. With the code V8 produced on an earlier run, the functions
// that run come out of the cache instead. Plain JavaScript: it runs before any loader.
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import vm from 'node:vm';

/** Scripts compiled without usable cached code: their code is written by `saveCodeCaches`. */
const unsaved = [];
/** For each file compiled here, whether V8 took its code from the cache. */
const compiled = new Map();

/**
 * `require(filename)` for a CommonJS file, compiled with the cached code in `cacheFile` when it
 * has some V8 accepts. The module goes into `require.cache` as `require` would put it, so the
 * file's other requirers share it. V8 checks the cache's version, flags and the source's length,
 * not its content: `cacheFile` must be named after the content (a hash, a version and size).
 * The file must not call `import()`: a script compiled this way has no ES module loader.
 * `cachedDependency(specifier)`, when given, names the cache file of each package the module
 * requires that is to be compiled the same way (undefined for the others).
 */
export function requireWithCodeCache(filename, cacheFile, cachedDependency) {
  const require = createRequire(filename);
  const loaded = require.cache[filename];
  if (loaded) return loaded.exports;
  let cachedData;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    // Not written yet (the first run), or unreadable: compiled from the source.
  }
  const script = new vm.Script(Module.wrap(readFileSync(filename, 'utf8')), {
    filename,
    ...(cachedData ? { cachedData } : {}),
  });
  const fromCache = cachedData !== undefined && !script.cachedDataRejected;
  compiled.set(filename, fromCache);
  if (!fromCache) unsaved.push({ script, cacheFile });
  const module = new Module(filename);
  module.filename = filename;
  module.paths = Module._nodeModulePaths(dirname(filename));
  require.cache[filename] = module;
  try {
    const moduleRequire = cachedDependency ? throughCache(require, cachedDependency) : require;
    script.runInThisContext()(module.exports, moduleRequire, module, filename, dirname(filename));
  } catch (error) {
    delete require.cache[filename];
    throw error;
  }
  module.loaded = true;
  return module.exports;
}

/**
 * The `require` of a module whose dependencies named by `cachedDependency` (their cache file for a
 * specifier, or undefined) are compiled with cached code too, when they are first required.
 */
function throughCache(require, cachedDependency) {
  const cachedRequire = (id) => {
    const cacheFile = cachedDependency(id);
    return cacheFile === undefined
      ? require(id)
      : requireWithCodeCache(require.resolve(id), cacheFile);
  };
  return Object.assign(cachedRequire, {
    resolve: require.resolve,
    cache: require.cache,
    main: require.main,
    extensions: require.extensions,
  });
}

/**
 * Writes the code of the scripts compiled without a usable cache, once they have run: V8 then
 * also gives the functions compiled on first call, not only the file's top level. Called after
 * the first task of a thread; a failure (a read-only install) only keeps the next start slow.
 */
export function saveCodeCaches() {
  for (const { script, cacheFile } of unsaved.splice(0)) {
    const temporary = `${cacheFile}.${process.pid}-${Math.random().toString(36).slice(2)}.tmp`;
    try {
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, cacheFile);
      // The same file's cache for another version or V8 is of no more use.
      const prefix = basename(cacheFile).split('@')[0];
      for (const old of readdirSync(dirname(cacheFile)))
        if (old !== basename(cacheFile) && old.startsWith(`${prefix}@`) && old.endsWith('.v8'))
          rmSync(join(dirname(cacheFile), old), { force: true });
    } catch {
      // A full disk leaves no half-written file. Written again by the next thread that finds no
      // usable cache.
      try {
        rmSync(temporary, { force: true });
      } catch {
        // Nothing was written.
      }
    }
  }
}

/**
 * Whether `filename` was compiled here with V8's cached code (true), from its source (false), or
 * not by `requireWithCodeCache` (undefined).
 */
export function compiledFromCache(filename) {
  return compiled.get(filename);
}
