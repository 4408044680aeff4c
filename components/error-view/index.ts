export { ErrorView } from './error-view';
export { NotFoundView } from './not-found-view';
export { ERROR_PAGE_COPY, NOT_FOUND_COPY } from './error-copy';
