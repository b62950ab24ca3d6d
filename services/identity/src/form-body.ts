import type { FastifyRequest } from 'fastify';

/**
 * One text field of a form post or query. A repeated field (which arrives as an array) or a
 * missing one reads as '' — forms here never send either on purpose.
 */
export function fieldOf(source: unknown, name: string): string {
  if (typeof source !== 'object' || source === null) return '';
  const value = (source as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

export function bodyField(request: FastifyRequest, name: string): string {
  return fieldOf(request.body, name);
}

/** The raw query, so it can be carried forward exactly as the client sent it. */
export function searchParamsOf(request: FastifyRequest): URLSearchParams {
  const index = request.url.indexOf('?');
  return new URLSearchParams(index === -1 ? '' : request.url.slice(index + 1));
}
