// Development only, and never shipped (package.json `files` leaves dev/ out): its presence beside
// the sources is what lets REWRIGHT_DEV_UNMETERED=1 convert with no sign-in and no charge, for the
// repository's own CLI tests and the converter benches (bench/converter). An installed rewright
// has no such file, so the variable does nothing there (docs/decisions.md, 2026-11-28).
export const unmeteredRunsAllowed = true;
