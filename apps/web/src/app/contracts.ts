// The one door to @rewright/contracts' schemas in the site: zod-jitless.ts runs before the first
// schema is built (ES modules evaluate in import order). Types may come from the package itself;
// contracts-imports.test.ts fails when a module takes a value from it directly.
import './zod-jitless';

export * from '@rewright/contracts';
