import { DownloadManifestSchema, type DownloadManifest } from '@rewright/contracts';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';

export type ManifestState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; manifest: DownloadManifest };

/** `GET /downloads`: the platform cards' version, size, file type and description. */
export function useDownloadManifest(): { state: ManifestState; retry: () => void } {
  const { api } = useServices();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ManifestState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    Promise.resolve(api.get('/downloads', DownloadManifestSchema))
      .then((manifest) => {
        if (current) setState(manifest ? { status: 'ready', manifest } : { status: 'error' });
      })
      .catch((error: unknown) => {
        console.error('[rewright] Could not load the download manifest.', error);
        if (current) setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [api, attempt]);

  return {
    state,
    retry: () => {
      setState({ status: 'loading' });
      setAttempt((n) => n + 1);
    },
  };
}
