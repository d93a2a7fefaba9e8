/** The Spanish bundle must have exactly the English keys, each a string. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
