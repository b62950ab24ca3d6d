import { getDownloadManifestOperation, type DownloadManifest } from '../../app/contracts';
import { useApiResource, type ResourceState } from '../../app/use-api-resource';

export type ManifestState = ResourceState<DownloadManifest>;

/** `GET /downloads`: the platform cards' version, size, file type and description. */
export const useDownloadManifest = () =>
  useApiResource(getDownloadManifestOperation, 'the download manifest');
