import { openApiDocument } from '../../rest-adapter/src/openapi.js';
import { VERSIONS } from './plugins/versioning.js';

/** The document `/openapi.json` serves: the routes' declarations and what the edge adds. */
export function servedOpenApiDocument(opts: { metricsToken: boolean }): Record<string, unknown> {
  return openApiDocument({ serviceVersions: Object.keys(VERSIONS), metricsToken: opts.metricsToken });
}
