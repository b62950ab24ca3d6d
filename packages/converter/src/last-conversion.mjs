// The engine thread's last conversion (deep-stack-worker.mjs), for the same one asked again: the
// desktop app scans a project (a whole conversion, to count its test cases and their cost) and
// then converts it, usually within the minute the thread is kept. The engine is deterministic, so
// the same files and options give the same result: the second is answered from the first, with
// the same progress, instead of parsing and formatting everything again. Plain JavaScript like
// the worker.

/** One remembered conversion: `find` it for a task, `remember` a new one, `forget` the old. */
export function lastConversion() {
  let last;
  return {
    /** What the last conversion gave (`result`, `progress`) if `task` asks for the same one. */
    find(task) {
      return last && sameConversion(last.task, task) ? last : undefined;
    },
    remember(task, result, progress) {
      last = { task, result, progress };
    },
    /** Before another conversion: its memory is free for that one. */
    forget() {
      last = undefined;
    },
  };
}

/** The same files (paths and text, in order) and every option the conversion reads. */
function sameConversion(a, b) {
  if (a.task !== 'convert' || b.task !== 'convert') return false;
  if (a.from !== b.from || Boolean(a.keepGherkin) !== Boolean(b.keepGherkin)) return false;
  if (JSON.stringify(a.liveApp ?? null) !== JSON.stringify(b.liveApp ?? null)) return false;
  if (a.files.length !== b.files.length) return false;
  return a.files.every(
    (file, index) => file.path === b.files[index].path && file.source === b.files[index].source,
  );
}
