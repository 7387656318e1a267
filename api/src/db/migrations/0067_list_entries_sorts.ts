import { type Knex } from 'knex';

/**
 * A list's films are paged in five orders (api/src/lists/listPages.ts), each by keyset on its key and
 * then the film: one index per order, so a page of a 5,000-film list reads its 51 rows in order instead
 * of sorting the whole list. The year's key puts unknown years last in either direction, so each
 * direction has its own. The list's own order gains the film (its tie-break), so ranks are counted
 * from the index alone.
 */
const INDEXES: Record<string, string> = {
  list_entries_title: '(list_id, lower(title), movie_id)',
  list_entries_rating: '(list_id, vote_average, movie_id)',
  list_entries_added: '(list_id, added_at, movie_id)',
  list_entries_year_asc: "(list_id, coalesce(nullif(year, ''), '9999'), movie_id)",
  list_entries_year_desc: "(list_id, coalesce(nullif(year, ''), '0000'), movie_id)",
};

export async function up(db: Knex): Promise<void> {
  await db.raw('create index list_entries_rank on list_entries (list_id, position, movie_id)');
  await db.raw('drop index list_entries_order');
  for (const [name, columns] of Object.entries(INDEXES)) {
    await db.raw(`create index ${name} on list_entries ${columns}`);
  }
}

export async function down(db: Knex): Promise<void> {
  for (const name of Object.keys(INDEXES)) await db.raw(`drop index ${name}`);
  await db.raw('create index list_entries_order on list_entries (list_id, position)');
  await db.raw('drop index list_entries_rank');
}
