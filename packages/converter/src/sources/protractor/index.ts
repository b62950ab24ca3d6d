/**
 * The Protractor front end (`kinds.ts` loads it): a project's specs, page objects, helpers and
 * `protractor.conf.*` converted together (`project.ts`), plus the config written when the project
 * has none.
 */
import type { FrontEnd } from '../../core/front-end.js';
import { defaultConfig } from './config.js';
import { convertProtractorProject } from './project.js';

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
