// For tests: the scratch project folders of `@rewright/workspace`, shared so both use one helper.
export {
  createTempProject,
  listFiles,
  writeFiles,
  type TempProject,
} from '@rewright/workspace/temp-project';
