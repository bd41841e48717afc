// The API's types, generated from the server's OpenAPI document (./openapi-types.ts): what the
// remotes import instead of writing response shapes by hand.
import type { components, operations, paths } from './openapi-types';

export type { components as ApiComponents, operations as ApiOperations, paths as ApiPaths };

/** A model of the document by name, e.g. `ApiSchema<'Profile'>`, `ApiSchema<'Product'>`. */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type SuccessBody<Id extends keyof operations> = operations[Id]['responses'] extends {
  200: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The `data` of an operation's successful envelope, e.g. `ApiData<'list_regions'>`. */
export type ApiData<Id extends keyof operations> = SuccessBody<Id> extends { data: infer Data } ? Data : never;

/** The `data` of every /api error envelope: a stable code and the field at fault. */
export type ApiErrorData = ApiSchema<'ErrorData'>;
