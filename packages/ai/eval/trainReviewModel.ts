import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'prettier';
import { trainReviewModel } from '../src/local/reviewClassifier';
import { trainingReviews } from './trainingReviews';

/**
 * Writes the review classifier's model (src/local/reviewModel.json) from the labelled reviews it may learn
 * from (trainingReviews.ts). Run after changing reviews.json: `npm run train:reviews -w @marquee/ai`.
 */
async function main() {
  const model = trainReviewModel(trainingReviews());
  const file = path.join(__dirname, '..', 'src', 'local', 'reviewModel.json');
  writeFileSync(file, await format(JSON.stringify(model), { parser: 'json' }));
  process.stdout.write(
    `${path.relative(process.cwd(), file)}: ${Object.keys(model.features).length} features\n`,
  );
}

void main();
