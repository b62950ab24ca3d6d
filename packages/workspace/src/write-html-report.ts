import path from 'node:path';
import { createWritableFolder } from './create-folder';
import { describeFsError } from './fs-errors';
import { renderHtmlReport, type HtmlReportInput } from './html-report';
import { WriteFailedError, writeRegularFile } from './write-output';

/**
 * Writes the HTML report of a conversion to `target` (its folder created, an older report there
 * replaced, a link at the last step never followed): the CLI's `--report <file>`, and the report
 * the desktop app leaves in its output folder.
 */
export async function writeHtmlReport(target: string, input: HtmlReportInput): Promise<void> {
  await createWritableFolder(path.dirname(target), 'the folder of the report');
  await writeRegularFile(target, renderHtmlReport(input), { replace: true }).catch(
    (error: unknown) => {
      throw new WriteFailedError(`cannot write the report ${target}: ${describeFsError(error)}`, {
        cause: error,
      });
    },
  );
}
