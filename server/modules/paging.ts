/** offset and limit of a paged call, with the call's default page size. */
export function pageOf(query: { offset?: number; limit?: number }, defaultLimit: number) {
  return { offset: query.offset ?? 0, limit: query.limit ?? defaultLimit }
}
