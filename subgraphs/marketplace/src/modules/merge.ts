import {
  GraphQLScalarType,
  isTypeDefinitionNode,
  isTypeExtensionNode,
  Kind,
  parse,
  print,
  type DefinitionNode,
  type TypeDefinitionNode,
  type TypeExtensionNode,
} from 'graphql';
import type { Resolvers } from '../generated/resolvers.js';

/**
 * The order the subgraph's definitions are printed in (`types`), and the order of the fields of the
 * types several modules add to (`fields`). Whatever is not listed follows, in module order.
 */
export interface PrintOrder {
  types: readonly string[];
  fields: Readonly<Record<string, readonly string[]>>;
}

const DEFINITION_OF: Record<TypeExtensionNode['kind'], TypeDefinitionNode['kind']> = {
  [Kind.OBJECT_TYPE_EXTENSION]: Kind.OBJECT_TYPE_DEFINITION,
  [Kind.INTERFACE_TYPE_EXTENSION]: Kind.INTERFACE_TYPE_DEFINITION,
  [Kind.INPUT_OBJECT_TYPE_EXTENSION]: Kind.INPUT_OBJECT_TYPE_DEFINITION,
  [Kind.ENUM_TYPE_EXTENSION]: Kind.ENUM_TYPE_DEFINITION,
  [Kind.UNION_TYPE_EXTENSION]: Kind.UNION_TYPE_DEFINITION,
  [Kind.SCALAR_TYPE_EXTENSION]: Kind.SCALAR_TYPE_DEFINITION,
};

/** `ext`'s interfaces, directives, fields, values or members added to the definition `def`. */
function extend(def: TypeDefinitionNode, ext: TypeExtensionNode): TypeDefinitionNode {
  if (DEFINITION_OF[ext.kind] !== def.kind) throw new Error(`\`extend\` of ${def.name.value} is not of the kind of its definition (${def.kind}).`);
  const merged: Record<string, unknown> = { ...def };
  for (const key of ['interfaces', 'directives', 'fields', 'values', 'types'] as const) {
    const added = (ext as unknown as Record<string, readonly unknown[] | undefined>)[key];
    if (added?.length) merged[key] = [...((merged[key] as readonly unknown[] | undefined) ?? []), ...added];
  }
  return merged as unknown as TypeDefinitionNode;
}

/** `def` with its fields (or input fields) in `order`; fields not in it follow in their own order. */
function withFieldOrder(def: TypeDefinitionNode, order: readonly string[] | undefined): TypeDefinitionNode {
  if (!order || !('fields' in def) || !def.fields) return def;
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return { ...def, fields: [...def.fields].sort((a, b) => rank(a.name.value) - rank(b.name.value)) } as TypeDefinitionNode;
}

/**
 * One SDL document from the modules' slices: each `extend type` is folded into its type's definition
 * (which one module holds), and the definitions and the listed types' fields are put in `order`.
 */
export function mergeTypeDefs(slices: readonly string[], order: PrintOrder): string {
  const definitions: DefinitionNode[] = [];
  const types = new Map<string, TypeDefinitionNode>();
  const extensions: TypeExtensionNode[] = [];
  for (const slice of slices) {
    for (const def of parse(slice, { noLocation: true }).definitions) {
      if (isTypeExtensionNode(def)) {
        extensions.push(def);
        continue;
      }
      if (isTypeDefinitionNode(def)) {
        if (types.has(def.name.value)) throw new Error(`Two modules define ${def.name.value}.`);
        types.set(def.name.value, def);
      }
      definitions.push(def);
    }
  }
  for (const ext of extensions) {
    const def = types.get(ext.name.value);
    if (!def) throw new Error(`\`extend type ${ext.name.value}\`: no module defines ${ext.name.value}.`);
    types.set(ext.name.value, extend(def, ext));
  }
  // The schema's own definitions (`extend schema @link(…)`) first, then the types in `order`.
  const rank = (def: DefinitionNode) => {
    if (!isTypeDefinitionNode(def)) return -1;
    const i = order.types.indexOf(def.name.value);
    return i < 0 ? order.types.length : i;
  };
  const merged = definitions
    .map((def) => (isTypeDefinitionNode(def) ? withFieldOrder(types.get(def.name.value)!, order.fields[def.name.value]) : def))
    .sort((a, b) => rank(a) - rank(b));
  return print({ kind: Kind.DOCUMENT, definitions: merged });
}

/** The modules' resolver maps as one; two modules resolving the same field (or scalar) is an error. */
export function mergeResolvers(maps: readonly Resolvers[]): Resolvers {
  const merged: Record<string, object> = {};
  for (const map of maps) {
    for (const [type, resolvers] of Object.entries(map) as Array<[string, object]>) {
      const current = merged[type];
      if (!current) {
        merged[type] = resolvers;
        continue;
      }
      if (current instanceof GraphQLScalarType || resolvers instanceof GraphQLScalarType) throw new Error(`Two modules resolve the scalar ${type}.`);
      for (const field of Object.keys(resolvers)) {
        if (field in current) throw new Error(`Two modules resolve ${type}.${field}.`);
      }
      merged[type] = { ...current, ...resolvers };
    }
  }
  return merged as Resolvers;
}
