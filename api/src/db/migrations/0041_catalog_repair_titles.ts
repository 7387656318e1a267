import { type Knex } from 'knex';
import { repairMacRomanMojibake } from '../../movies/catalog/macRomanMojibake';
import { VEGA_DATASET } from '../../movies/catalog/vegaSeed';

/**
 * Catalogs seeded before the seeder repaired vega's mis-decoded titles ("LÈon") get them repaired here.
 * Only seed rows are touched, and only their original title too where the seed had copied the title.
 */
export async function up(db: Knex): Promise<void> {
  const garbled: { id: number; title: string; original_title: string }[] = await db('catalog_movies')
    .where({ dataset: VEGA_DATASET })
    .whereRaw("title ~ '[^\\x01-\\x7f]'")
    .select('id', 'title', 'original_title');
  for (const film of garbled) {
    const title = repairMacRomanMojibake(film.title);
    if (title === film.title) continue;
    const originalTitle = film.original_title === film.title ? title : film.original_title;
    await db('catalog_movies').where({ id: film.id }).update({ title, original_title: originalTitle });
  }
}

export async function down(): Promise<void> {
  // The garbled titles are not worth restoring.
}
