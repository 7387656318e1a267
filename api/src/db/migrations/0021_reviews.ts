import { type Knex } from 'knex';

/**
 * Reviews and the votes on them. One review per user and film, one vote per user and review (docs/product.md
 * §9 limits as constraints). `likes` and `dislikes` are kept by a trigger on review_votes, so every
 * way a vote goes (a vote, a switch, an account or review deleted with its votes by cascade) corrects
 * them in the same statement; `likes = likes + 1` under the row lock stays exact under concurrency.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('reviews', (table) => {
    table.uuid('id').primary().defaultTo(db.raw('gen_random_uuid()'));
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.integer('movie_id').notNullable();
    table.text('movie_title').notNullable();
    table.smallint('rating').notNullable().checkBetween([1, 5], 'reviews_rating_range');
    table.string('title', 100).notNullable().defaultTo('');
    table.text('comment').notNullable();
    table.integer('likes').notNullable().defaultTo(0);
    table.integer('dislikes').notNullable().defaultTo(0);
    table.timestamps(true, true);
    table.unique(['user_id', 'movie_id']);
    table.check('char_length(comment) between 1 and 1000', [], 'reviews_comment_length');
    table.check('likes >= 0 and dislikes >= 0', [], 'reviews_votes_not_negative');
  });
  // A film's reviews and a user's reviews, both newest first.
  await db.raw('create index reviews_movie_newest on reviews (movie_id, created_at desc)');
  await db.raw('create index reviews_user_newest on reviews (user_id, created_at desc)');

  await db.schema.createTable('review_votes', (table) => {
    table.uuid('review_id').notNullable().references('id').inTable('reviews').onDelete('CASCADE');
    table.uuid('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
    table.text('type').notNullable().checkIn(['like', 'dislike'], 'review_votes_type');
    table.primary(['review_id', 'user_id']);
    // The votes an account deletion cascades to are found by voter.
    table.index(['user_id']);
  });

  await db.raw(`
    create function review_votes_count() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update reviews
          set likes = likes - (old.type = 'like')::int, dislikes = dislikes - (old.type = 'dislike')::int
          where id = old.review_id;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        update reviews
          set likes = likes + (new.type = 'like')::int, dislikes = dislikes + (new.type = 'dislike')::int
          where id = new.review_id;
      end if;
      return null;
    end
    $$
  `);
  await db.raw(`
    create trigger review_votes_count after insert or update or delete on review_votes
      for each row execute function review_votes_count()
  `);
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('review_votes');
  await db.raw('drop function review_votes_count()');
  await db.schema.dropTable('reviews');
}
