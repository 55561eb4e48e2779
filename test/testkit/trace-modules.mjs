// `node --import ./test/testkit/trace-modules.mjs …` prints every resolved project module to stderr
// (`module <url>`), and every package resolved from node_modules (`package <name>`), so a test can
// tell which code a process loaded.
import { register } from 'node:module';

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (resolved.url.startsWith('file:')) {
    const pkg = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(resolved.url);
    process.stderr.write(pkg ? `package ${pkg[1]}\n` : `module ${resolved.url}\n`);
  }
  return resolved;
}

if (!process.env.TRACE_MODULES_HOOKED) {
  process.env.TRACE_MODULES_HOOKED = '1';
  register(import.meta.url);
}
