/**
 * Which requests for the web app are files and which are app routes: one rule, run by CloudFront
 * as a viewer-request function (infra/constructs/web.ts) and by the local server
 * (infra/local/static-files.ts), so both answer the same.
 *
 * Files are the hashed bundles under /assets/ and the top-level files of web/public (one path
 * segment with a dot: /logo.svg). Everything else is an app route and gets /index.html, including
 * routes whose later segments hold a dot, such as a search for "M. Rizki" (/search/M.%20Rizki).
 */
export const SPA_ROUTING_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var file = uri.indexOf('/assets/') === 0 || (uri.lastIndexOf('/') === 0 && uri.indexOf('.') !== -1);
  if (!file) request.uri = '/index.html';
  return request;
}`;

type SpaHandler = (event: { request: { uri: string } }) => { uri: string };

const handler = new Function(`${SPA_ROUTING_CODE}; return handler;`)() as SpaHandler;

/** The path CloudFront would ask S3 for: `/index.html` for app routes, the path itself for files. */
export function spaTarget(uri: string): string {
  return handler({ request: { uri } }).uri;
}
