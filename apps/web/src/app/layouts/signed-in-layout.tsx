import { RequireAuth } from '../auth/require-auth';
import { WorkspaceLayout } from './workspace-layout';

/** The signed-in pages' frame; route-table.tsx loads it as a chunk of its own. */
export function SignedInLayout() {
  return (
    <RequireAuth>
      <WorkspaceLayout />
    </RequireAuth>
  );
}
