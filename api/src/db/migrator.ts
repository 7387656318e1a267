import { type Knex } from 'knex';
import * as extensions from './migrations/0001_extensions';
import * as catalog from './migrations/0002_catalog';
import * as catalogGenreIndexes from './migrations/0003_catalog_genre_indexes';
import * as users from './migrations/0010_users';
import * as oneTimeTokens from './migrations/0011_one_time_tokens';
import * as emailDeliveries from './migrations/0012_email_deliveries';
import * as watchlistItems from './migrations/0020_watchlist_items';
import * as reviews from './migrations/0021_reviews';
import * as admin from './migrations/0030_admin';
import * as usersPerDay from './migrations/0031_users_per_day';
import * as adminSetupTokens from './migrations/0032_admin_setup_tokens';
import * as usersPerDayNetChange from './migrations/0035_users_per_day_net_change';
import * as catalogMerges from './migrations/0040_catalog_merges';
import * as catalogRepairTitles from './migrations/0041_catalog_repair_titles';
import * as diary from './migrations/0050_diary';
import * as lists from './migrations/0051_lists';
import * as imports from './migrations/0055_imports';
import * as exportsTable from './migrations/0056_exports';
import * as listsModeration from './migrations/0060_lists_moderation';
import * as listEntriesRating from './migrations/0061_list_entries_rating';
import * as profilesFollows from './migrations/0065_profiles_follows';
import * as feedPerAuthor from './migrations/0066_feed_per_author';
import * as listEntriesSorts from './migrations/0067_list_entries_sorts';
import * as hideSeen from './migrations/0070_hide_seen';
import * as reminders from './migrations/0071_reminders';
import * as notifications from './migrations/0072_notifications';
import * as digest from './migrations/0073_digest';
import * as pushSubscriptions from './migrations/0074_push_subscriptions';
import * as userLanguage from './migrations/0075_user_language';
import * as userTheme from './migrations/0076_user_theme';
import * as reviewLanguage from './migrations/0077_review_language';
import * as importRowReasonValues from './migrations/0078_import_row_reason_values';

/**
 * Migrations are imported here rather than discovered on disk, so the esbuild bundle carries them and
 * `node dist/server.mjs` needs no source tree. Add each new migration file to this list, in order; the
 * key is the name recorded in the knex_migrations table and must never change.
 */
const migrations: Record<string, Knex.Migration> = {
  '0001_extensions': extensions,
  '0002_catalog': catalog,
  '0003_catalog_genre_indexes': catalogGenreIndexes,
  '0010_users': users,
  '0011_one_time_tokens': oneTimeTokens,
  '0012_email_deliveries': emailDeliveries,
  '0020_watchlist_items': watchlistItems,
  '0021_reviews': reviews,
  '0030_admin': admin,
  '0031_users_per_day': usersPerDay,
  '0032_admin_setup_tokens': adminSetupTokens,
  '0035_users_per_day_net_change': usersPerDayNetChange,
  '0040_catalog_merges': catalogMerges,
  '0041_catalog_repair_titles': catalogRepairTitles,
  '0050_diary': diary,
  '0051_lists': lists,
  '0055_imports': imports,
  '0056_exports': exportsTable,
  '0060_lists_moderation': listsModeration,
  '0061_list_entries_rating': listEntriesRating,
  '0065_profiles_follows': profilesFollows,
  '0066_feed_per_author': feedPerAuthor,
  '0067_list_entries_sorts': listEntriesSorts,
  '0070_hide_seen': hideSeen,
  '0071_reminders': reminders,
  '0072_notifications': notifications,
  '0073_digest': digest,
  '0074_push_subscriptions': pushSubscriptions,
  '0075_user_language': userLanguage,
  '0076_user_theme': userTheme,
  '0077_review_language': reviewLanguage,
  '0078_import_row_reason_values': importRowReasonValues,
};

const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration "${name}"`);
    return migration;
  },
};

/** Undoes every applied migration, newest first (the round-trip test proves each down() works). */
export async function rollBackAll(db: Knex): Promise<string[]> {
  const [, undone]: [number, string[]] = await db.migrate.rollback({ migrationSource }, true);
  return undone;
}

/** Brings the schema up to date and returns the names of the migrations it applied. */
export async function migrateToLatest(db: Knex): Promise<string[]> {
  const [, applied]: [number, string[]] = await db.migrate.latest({ migrationSource });
  return applied;
}
