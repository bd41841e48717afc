import { describe, expectTypeOf, it } from 'vitest';

import type { ApiData, ApiErrorData, ApiSchema } from './api-types';

// Checked by the type checker (`pnpm typecheck`): the generated types say what the server sends.
describe('API types from the OpenAPI document', () => {
  it('give the data of an envelope by operation', () => {
    expectTypeOf<ApiData<'get_profile'>>().toEqualTypeOf<ApiSchema<'Profile'>>();
    expectTypeOf<ApiData<'list_regions'>>().toEqualTypeOf<ApiSchema<'Region'>[]>();
    expectTypeOf<ApiSchema<'Product'>['price'][number]['amount']>().toEqualTypeOf<number>();
  });

  it('give the error envelope its stable code', () => {
    expectTypeOf<ApiErrorData['code']>().toEqualTypeOf<string>();
  });
});
