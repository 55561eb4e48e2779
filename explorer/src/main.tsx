import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './styles.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The key goes in the Headers tab (`X-API-Key` or `Authorization: Bearer`). The console's session
// cookie is left out: a request with it needs the console's CSRF header, which this page does not have.
const fetcher = createGraphiQLFetcher({
  url: new URL('/graphql', window.location.href).toString(),
  fetch: (input, init) => fetch(input, { ...init, credentials: 'omit' }),
});

const DEFAULT_QUERY = `# Put your API key in the Headers tab: { "X-API-Key": "mk_..." }
query Models {
  models {
    id
    name
    available
  }
}
`;

// A link may carry the document to open with (`/graphql?query=...`), as GraphiQL's own examples do.
const linked = new URLSearchParams(window.location.search);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={DEFAULT_QUERY}
      initialQuery={linked.get('query') ?? undefined}
      initialVariables={linked.get('variables') ?? undefined}
    />
  </StrictMode>,
);
