// The generic resource client of SPEC.md §7 over /api/{resource}, for features whose endpoints
// follow the REST shape; anything else calls `api` from ./http.ts directly.
import type { PageMeta } from '@hireloop/shared/api';
import type { CamelCasedKeys } from '@hireloop/shared/case';
import { api, type RequestOptions } from './http.ts';

export type ResourceId = string | number;

/** A list page as the client sees it (DESIGN.md §3, keys camelCased). */
export interface ResourcePage<T> {
  data: T[];
  meta: CamelCasedKeys<PageMeta>;
}

/** Methods a multipart update may stand for; the server reads it from `?_method=`. */
export type MultipartMethod = 'PUT' | 'PATCH' | 'DELETE';

/**
 * `TPage` is the list's answer when it differs from a page of `T` (summaries, the viewer's `abilities`);
 * `create` and `update` answer `T` unless told otherwise (some updates answer `{ message }`).
 */
export interface ResourceClient<T, TInput = Partial<T>, TPage = ResourcePage<T>> {
  index(params?: object, options?: RequestOptions): Promise<TPage>;
  show<R = T>(id: ResourceId, options?: RequestOptions): Promise<R>;
  create<R = T>(data: TInput, options?: RequestOptions): Promise<R>;
  createMultipart(formData: FormData, options?: RequestOptions): Promise<T>;
  update<R = T>(id: ResourceId, data: TInput, options?: RequestOptions): Promise<R>;
  /** Browsers cannot send multipart PUT forms, so this POSTs with `?_method=PUT` (or another). */
  updateMultipart(
    id: ResourceId,
    formData: FormData,
    method?: MultipartMethod,
    options?: RequestOptions,
  ): Promise<T>;
  delete(id: ResourceId, params?: object, options?: RequestOptions): Promise<void>;
}

/** `createResourceClient<Opportunity>('opportunities')` → GET /api/opportunities, … */
export function createResourceClient<T, TInput = Partial<T>, TPage = ResourcePage<T>>(
  resource: string,
): ResourceClient<T, TInput, TPage> {
  const base = `/api/${resource}`;
  const item = (id: ResourceId) => `${base}/${encodeURIComponent(String(id))}`;
  return {
    index: (params, options) => api.get<TPage>(base, { ...options, params }),
    show: <R = T>(id: ResourceId, options?: RequestOptions) => api.get<R>(item(id), options),
    create: <R = T>(data: TInput, options?: RequestOptions) => api.post<R>(base, data, options),
    createMultipart: (formData, options) => api.post<T>(base, formData, options),
    update: <R = T>(id: ResourceId, data: TInput, options?: RequestOptions) =>
      api.put<R>(item(id), data, options),
    updateMultipart: (id, formData, method = 'PUT', options) =>
      api.post<T>(`${item(id)}?_method=${method}`, formData, options),
    delete: (id, params, options) => api.delete<void>(item(id), { ...options, params }),
  };
}
