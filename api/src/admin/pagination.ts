import { type AdminPageQuery, type Pagination } from '@marquee/contracts';

/** What the pager shows about one page of a list of `total` rows. */
export function pageOf({ page, limit }: AdminPageQuery, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return { currentPage: page, totalPages, hasPrev: page > 1, hasNext: page < totalPages, total };
}
