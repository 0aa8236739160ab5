/**
 * The shape of the declarations of a trigger's `event` and `api` objects (pure data, written by us from the
 * service's documentation of each trigger): a member has a name, a type, a short doc, and children (an object) or
 * parameters (a method).
 */
export interface Param {
  name: string;
  type: string;
  doc: string;
  optional?: boolean;
}

export interface Member {
  name: string;
  /** A TypeScript type for an object's leaf (`string`, `Record<string, unknown>`); `object` with children; the return type of a method. */
  type: string;
  doc: string;
  children?: readonly Member[];
  /** Present on a method. */
  params?: readonly Param[];
  optional?: boolean;
}

/** One trigger's two objects. */
export interface TriggerDeclarations {
  event: readonly Member[];
  api: readonly Member[];
}

export const prop = (name: string, type: string, doc: string, optional = false): Member => ({ name, type, doc, ...(optional ? { optional } : {}) });
export const obj = (name: string, doc: string, children: readonly Member[], optional = false): Member => ({ name, type: 'object', doc, children, ...(optional ? { optional } : {}) });
export const method = (name: string, doc: string, params: readonly Param[], returns = 'api'): Member => ({ name, type: returns, doc, params });
export const param = (name: string, type: string, doc: string, optional = false): Param => ({ name, type, doc, ...(optional ? { optional } : {}) });
