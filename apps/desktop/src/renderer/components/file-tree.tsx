import type { ConvertedFile } from '@rewright/converter';
import type { ProjectScanView } from '../../shared/bridge';
import { FILE_STATUS_LABELS, fileStatusOf } from './file-status';
import { buildFileTree, type FolderNode } from './file-tree-model';
import { plural } from './plural';

/**
 * The scanned project: totals and cost, then its files as a tree by folder (each folder with its
 * files and test cases; `<details>`, so a folder folds with the keyboard too). Each file shows its
 * kind, test cases and credits, and — once converted — its status.
 */
export function FileTree({
  scan,
  converted,
  selected,
  onSelect,
}: {
  scan: ProjectScanView;
  /** The conversion's files, once one is done: each file's status is read from them. */
  converted?: ConvertedFile[] | undefined;
  selected: string | undefined;
  onSelect: (path: string) => void;
}) {
  const tree = buildFileTree(scan.files);
  const bySource = new Map(converted?.map((file) => [file.sourcePath, file]));
  return (
    <section className="files" aria-label="Files">
      <p className="summary">
        {plural(scan.files.length, 'file')}, {plural(scan.testCases, 'test case')}. Converting it
        costs <strong>{plural(scan.credits, 'credit')}</strong> (one per test case converted without
        a TODO inside it
        {scan.freeTestCases > 0
          ? `; ${plural(scan.freeTestCases, 'test case')} with a TODO left inside ${scan.freeTestCases === 1 ? 'is' : 'are'} free`
          : ''}
        ).
      </p>
      <ul className="tree" aria-label="Project files">
        <FolderItems
          node={tree}
          statusOf={converted ? (path) => fileStatusOf(bySource.get(path)) : undefined}
          selected={selected}
          onSelect={onSelect}
        />
      </ul>
      {scan.unread.length > 0 && (
        <div role="alert" className="error">
          <p>Not read:</p>
          <ul>
            {scan.unread.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function FolderItems({
  node,
  statusOf,
  selected,
  onSelect,
}: {
  node: FolderNode;
  statusOf: ((path: string) => ReturnType<typeof fileStatusOf>) | undefined;
  selected: string | undefined;
  onSelect: (path: string) => void;
}) {
  return (
    <>
      {node.folders.map((folder) => (
        <li key={folder.path} className="tree-folder">
          <details open>
            <summary>
              <span className="tree-name">{folder.name}/</span>{' '}
              <span className="tree-meta">
                {plural(folder.fileCount, 'file')}, {plural(folder.testCases, 'test case')}
              </span>
            </summary>
            <ul aria-label={`Folder ${folder.path}`}>
              <FolderItems
                node={folder}
                statusOf={statusOf}
                selected={selected}
                onSelect={onSelect}
              />
            </ul>
          </details>
        </li>
      ))}
      {node.files.map(({ name, file }) => {
        const status = statusOf?.(file.path);
        return (
          <li
            key={file.path}
            className={file.path === selected ? 'tree-file tree-selected' : 'tree-file'}
            data-status={status}
          >
            <button
              type="button"
              className="link tree-name"
              // The full path: the file's name alone is ambiguous across folders.
              aria-label={file.path}
              aria-current={file.path === selected ? 'true' : undefined}
              onClick={() => onSelect(file.path)}
            >
              {name}
            </button>
            <span className="tree-kind">{file.kindLabel}</span>
            <span className={status ? `status status-${status}` : 'status'}>
              {status ? FILE_STATUS_LABELS[status] : ''}
            </span>
            <span className="tree-count">{plural(file.testCases, 'test case')}</span>
            <span className="tree-count">{plural(file.credits, 'credit')}</span>
          </li>
        );
      })}
    </>
  );
}
