export { ErrorView } from './error-view';
export { NotFoundView } from './not-found-view';
