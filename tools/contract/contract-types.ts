// Helpers of the type-level contract checks in this folder. Each check is a declaration that only compiles when the
// contract holds; `tsc -p tools/contract` (npm test's typecheck-contract) reports the broken one, naming the prop.
/** A value of type T, for assignments that are only ever type-checked (this folder is never run). */
export declare function valueOf<T>(): T;

/** `Props` with the field `Key` of type `Value` instead: a remote's loose view of a record swapped for the owner's type. */
export type WithField<Props, Key extends keyof Props, Value> = Omit<Props, Key> & { [K in Key]: Value };

/**
 * `true` when every prop a caller passes is one the component declares; otherwise the unknown props' names (a prop the
 * owner renamed or dropped, which plain assignability lets through when it was optional).
 */
export type NoUnknownProps<Passed, Accepted> = [Exclude<keyof Passed, keyof Accepted>] extends [never] ? true : Exclude<keyof Passed, keyof Accepted>;

/** T without its index signatures: the fields a loose record type names. */
export type NamedFields<T> = { [K in keyof T as string extends K ? never : number extends K ? never : symbol extends K ? never : K]: T[K] };
