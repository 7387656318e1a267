// The AI evaluation (packages/ai/eval) over the catalog a newcomer gets: a scratch database seeded from
// vega-datasets plus the TMDB 5000 CSV, with the offline engine, the OpenAI-compatible engine against a
// local peer, and the live provider when OPENAI_API_KEY is set. Prints the reports as JSON. Run with tsx:
//   tsx lib/aiEval.mts '{"databaseUrl": …, "csv": …}'
import { createLocalEngine, createOpenAiEngine } from '@marquee/ai';
import { runEval } from '@marquee/ai/eval';
import { createFilmCatalog } from '@marquee/api/filmCatalog';
import { createKnex } from '@marquee/api/knex';
import { createCatalogProvider } from '@marquee/api/catalogProvider';
import { importTmdb5000 } from '@marquee/api/tmdb5000Import';
import { seedCatalog } from '@marquee/api/vegaSeed';
import { aiAnswers, chatReply } from '@marquee/testing/aiAnswers';
import { answeringBySchema, startOpenAiPeer } from '@marquee/testing/openAiPeer';

const { databaseUrl, csv } = JSON.parse(process.argv[2] ?? '{}') as { databaseUrl: string; csv: string };
const db = createKnex(databaseUrl);
try {
  await seedCatalog(db);
  await importTmdb5000(db, csv);
  const catalog = createFilmCatalog(createCatalogProvider(db), db);
  const profiles = await catalog.profiles!();
  const timed = async (name: string, run: () => ReturnType<typeof runEval>) => {
    const started = Date.now();
    const report = await run();
    return { name, seconds: (Date.now() - started) / 1000, ...report };
  };
  const reports = [await timed('offline engine', () => runEval(createLocalEngine(), catalog, profiles))];
  // Fixed answers whatever the question: the path is proven end to end, its quality figures are a floor.
  const peer = await startOpenAiPeer(answeringBySchema(aiAnswers, chatReply));
  try {
    const engine = createOpenAiEngine({ apiKey: 'local-peer', baseURL: peer.baseURL, model: 'local-peer' });
    reports.push(await timed('OpenAI-compatible path, local peer', () => runEval(engine, catalog, profiles)));
  } finally {
    await peer.close();
  }
  if (process.env.OPENAI_API_KEY) {
    const engine = createOpenAiEngine({
      apiKey: process.env.OPENAI_API_KEY,
      baseURL: process.env.OPENAI_BASE_URL,
      model: process.env.OPENAI_MODEL || 'gpt-4o-mini',
    });
    reports.push(await timed('live provider', () => runEval(engine, catalog, profiles)));
  }
  process.stdout.write(JSON.stringify(reports));
} finally {
  await db.destroy();
}
