/**
 * Global ids for `Node` (`node(id:)`, `nodes(ids:)`): the object's type and its own id (the `id`
 * REST and the rest of the graph use), as unpadded base64url of `Type:id`. Opaque to clients: they
 * only pass it back. The type in it says which part of the graph answers for the object.
 */
export function toGlobalId(type: string, id: string): string {
  return Buffer.from(`${type}:${id}`, 'utf8').toString('base64url');
}

/** The type and own id a global id stands for; undefined for anything that is not one. */
export function fromGlobalId(globalId: string): { type: string; id: string } | undefined {
  if (!/^[A-Za-z0-9_-]{1,2048}$/.test(globalId)) return undefined;
  const text = Buffer.from(globalId, 'base64url').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 1 || colon === text.length - 1) return undefined;
  const type = text.slice(0, colon);
  if (!/^[A-Z][A-Za-z]*$/.test(type) || toGlobalId(type, text.slice(colon + 1)) !== globalId) return undefined;
  return { type, id: text.slice(colon + 1) };
}
