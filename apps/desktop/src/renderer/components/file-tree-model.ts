import type { ScannedFileView } from '../../shared/bridge';

export interface FileNode {
  name: string;
  file: ScannedFileView;
}

export interface FolderNode {
  /** '' for the project's root. */
  name: string;
  /** `/`-separated, relative to the project; '' for the root. */
  path: string;
  folders: FolderNode[];
  files: FileNode[];
  /** Totals of everything below. */
  fileCount: number;
  testCases: number;
  credits: number;
}

/** The scanned files as a tree by folder: folders first, then files, each sorted by name. */
export function buildFileTree(files: readonly ScannedFileView[]): FolderNode {
  const root = folder('', '');
  for (const file of files) {
    const parts = file.path.split('/');
    const name = parts.pop()!;
    let at = root;
    for (const part of parts) {
      const path = at.path ? `${at.path}/${part}` : part;
      let next = at.folders.find((child) => child.name === part);
      if (!next) {
        next = folder(part, path);
        at.folders.push(next);
      }
      at = next;
    }
    at.files.push({ name, file });
  }
  return finish(root);
}

function folder(name: string, path: string): FolderNode {
  return { name, path, folders: [], files: [], fileCount: 0, testCases: 0, credits: 0 };
}

function finish(node: FolderNode): FolderNode {
  node.folders.sort((a, b) => a.name.localeCompare(b.name));
  node.files.sort((a, b) => a.name.localeCompare(b.name));
  for (const child of node.folders) finish(child);
  node.fileCount =
    node.files.length + node.folders.reduce((sum, child) => sum + child.fileCount, 0);
  node.testCases =
    node.files.reduce((sum, { file }) => sum + file.testCases, 0) +
    node.folders.reduce((sum, child) => sum + child.testCases, 0);
  node.credits =
    node.files.reduce((sum, { file }) => sum + file.credits, 0) +
    node.folders.reduce((sum, child) => sum + child.credits, 0);
  return node;
}
