import { createLocalEngine } from '../src';
import { textSentiment } from '../src/local/sentiment';

/**
 * The review reading's rules, each on texts written for this test (not taken from the evaluation set,
 * packages/ai/eval, whose held-out half must stay unseen).
 */
describe('review sentiment', () => {
  it.each([
    // Irrealis: what was hoped or might have been is no verdict.
    ['It should have been great, but it is a disaster.', 'negative'],
    ['On paper it sounds brilliant; on screen it is a bore.', 'negative'],
    ['I expected to hate it and ended up loving it.', 'positive'],
    ['I went in skeptical and came out a fan.', 'positive'],
    ['A good film that could have been great.', 'mixed'],
    // Rhetorical questions doubt the praise they ask about.
    ['Is this supposed to be funny?', 'negative'],
    ['Who thought this was a good idea?', 'negative'],
    // The reviewer's taste before the film is not a verdict on it.
    ['I usually hate musicals, but I loved this one.', 'positive'],
    ["Don't let the slow start put you off.", 'positive'],
    // Negated idioms and negators that only intensify.
    ['It never drags.', 'positive'],
    ["I didn't fall asleep once, and it is three hours long.", 'positive'],
    ['Nothing but a cash grab.', 'negative'],
    ['Not only is it too long, it is boring.', 'negative'],
    ['No doubt a must-see.', 'positive'],
    ["It's not just good, it's great.", 'positive'],
    // Dismissive comparisons read 'better' and 'fun' as praise.
    ["I've seen better student films.", 'negative'],
    ["I've had more fun at the dentist.", 'negative'],
    // Sarcasm, faint praise, and a retraction after praise.
    ['Riveting stuff, if you like watching paint dry.', 'negative'],
    ['Loved every boring minute of it.', 'negative'],
    ['The best part was the end credits.', 'negative'],
    ['Wow, what a great use of two hours. Not.', 'negative'],
    ['A triumph. Of mediocrity.', 'negative'],
    // Opposed halves, elliptical negation and lukewarm sentences are mixed.
    ['It has a great cast and a bad script.', 'mixed'],
    ["The cast is wonderful; the script isn't.", 'mixed'],
    ['The leads are great, the plot less so.', 'mixed'],
    ['Fine for a rainy afternoon, nothing more.', 'mixed'],
    ['Not great, not terrible.', 'mixed'],
    ['Clever in places, tedious in others.', 'mixed'],
    // Words that name what a film is about are not faults.
    ['Dark, brutal and brilliant.', 'positive'],
    ['A heartbreaking, beautiful film.', 'positive'],
  ])('%p reads %s', (text, polarity) => {
    expect(textSentiment(text).polarity).toBe(polarity);
  });

  it('keeps each clause with the reading of the whole sentence it came from', () => {
    const { sentences } = textSentiment('It should have been great, but it is a disaster.');
    expect(sentences.map((entry) => entry.sentence)).toEqual([
      'It should have been great',
      'but it is a disaster.',
    ]);
    for (const entry of sentences) expect(entry.context).toBeLessThan(-0.35);
  });
});

describe('review analysis: pros and cons', () => {
  const engine = createLocalEngine();
  const analyse = (content: string) =>
    engine.analyzeReviews({ movieTitle: 'Film', reviews: [{ author: 'a', content }] });

  it('quotes both sides of a mixed review', async () => {
    const analysis = await analyse('The acting was superb. The plot was a mess.');
    expect(analysis.pros).toEqual(['The acting was superb.']);
    expect(analysis.cons).toEqual(['The plot was a mess.']);
  });

  it('quotes a clause as a sentence of its own, without the word that joined it', async () => {
    expect((await analyse('The music is lovely, but the script is awful.')).cons).toEqual([
      'The script is awful.',
    ]);
  });

  it('never quotes disappointed hope, doubted praise or conceded praise as a pro', async () => {
    for (const content of [
      'It should have been great, but it is a disaster.',
      'Is this supposed to be funny?',
      'Sure, the visuals are nice, but the film is a bore.',
      'Riveting stuff, if you like watching paint dry.',
    ])
      expect((await analyse(content)).pros).toEqual([]);
  });

  it('never quotes a negated complaint as a con', async () => {
    for (const content of ['It never drags.', "I can't find a single flaw.", 'Nothing about it felt wrong.'])
      expect((await analyse(content)).cons).toEqual([]);
  });
});
