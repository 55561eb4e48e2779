import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { configOrExit } from '../../common/src/process.js';
import { remoteRunner } from './remote-runner.js';
import { createMemoryMcpServer } from './server.js';

// `npm run -s mcp`: the MCP server on stdio, for a desktop MCP client to spawn. It is a client of a
// running service (MCP_SERVICE_URL) with the caller's key (MCP_API_KEY). stdout carries the protocol
// alone: nothing here logs, and problems go to stderr.
const config = configOrExit();
if (!config.mcp.apiKey) {
  console.error('Invalid configuration:\n  - MCP_API_KEY: required: the API key (or OAuth access token) the MCP server calls the memory service with');
  process.exit(78);
}
const server = createMemoryMcpServer(remoteRunner({ serviceUrl: config.mcp.serviceUrl, credential: config.mcp.apiKey, model: config.mcp.model }));
await server.connect(new StdioServerTransport());
console.error(`memory MCP server on stdio, calling ${config.mcp.serviceUrl}`);
