/**
 * The Protractor walker (`sources/protractor/`) seen as a front end. Protractor predates the shared
 * core; this adapter is all the kinds list needs until it is ported onto `webdriver/` and
 * `playwright/` (then the adapter moves into `sources/protractor/front-end.ts`).
 */
import { defaultConfig } from '../sources/protractor/config.js';
import { convertProtractorProject } from '../sources/protractor/index.js';
import type { FrontEnd } from './front-end.js';

export const protractorFrontEnd: FrontEnd = {
  convertProject(files, options) {
    const project = convertProtractorProject([...files], options);
    return {
      files: project.files,
      ...(project.config
        ? {
            config: {
              code: project.config.code,
              diagnostics: project.config.diagnostics,
              dir: project.config.dir,
            },
          }
        : {}),
      support: project.support,
    };
  },
  defaultConfig,
};
