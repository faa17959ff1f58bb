export { underMutation, type FieldPosition } from './uploadUrls';
